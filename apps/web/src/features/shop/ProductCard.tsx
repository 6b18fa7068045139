import type { KeyboardEvent } from 'react';
import { Tag } from 'antd';
import { FireOutlined } from '@ant-design/icons';
import { ProductStatus, type ShopProduct } from '@qishu/contract';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

interface ProductCardProps {
  product: ShopProduct;
  /** Background picture (one of project1…20). */
  art: string;
  /** Opens the product; without it the card is not interactive. */
  onOpen?: (product: ShopProduct) => void;
}

export function ProductCard({ product, art, onOpen }: ProductCardProps) {
  const withdrawn = product.status === ProductStatus.withdrawn;
  const open = onOpen ? () => onOpen(product) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  const facts = [
    { label: ShopTexts.area, value: product.sys_area_name },
    { label: ShopTexts.industry, value: product.industry },
    { label: ShopTexts.year, value: product.year },
  ];

  const className = [styles.card, open ? styles.cardOpenable : '', withdrawn ? styles.withdrawn : '']
    .filter(Boolean)
    .join(' ');
  // a card of our own (antd's Card brings its Tabs, ~13 KiB the shop's first screen never uses)
  return (
    <div
      data-testid="product-card"
      className={className}
      onClick={open}
      onKeyDown={open ? onKeyDown : undefined}
      role={open ? 'button' : undefined}
      tabIndex={open ? 0 : undefined}
    >
      <div className={styles.cardArt} style={{ backgroundImage: `url("${art}")` }}>
        <div className={styles.cardTags}>
          {product.is_hot === 1 ? (
            <Tag color="volcano" icon={<FireOutlined aria-hidden />} variant="solid">
              {ShopTexts.hotTag}
            </Tag>
          ) : null}
          {withdrawn ? (
            <Tag color="default" variant="solid">
              {ShopTexts.withdrawnTag}
            </Tag>
          ) : null}
        </div>
        <h3 className={styles.cardName} title={product.name}>
          {product.name}
        </h3>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardCount}>
          <span className={styles.factLabel}>{ShopTexts.recordCount}</span>
          <span className={styles.number}>
            {formatCount(product.gs_basic_counts)} {ShopTexts.recordUnit}
          </span>
        </p>
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.factLabel}>{label}</dt>
              <dd title={value}>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.price}>{formatPrice(product.price)}</p>
      </div>
    </div>
  );
}
