import { useState, type ReactNode } from 'react';
import { Button, Card, Empty, Menu, Skeleton, Tabs, Typography } from 'antd';
import { StatusNotice } from '../../lib/StatusNotice.tsx';
import type { ShopCategory, ShopSubCategory } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { useCategoryTree, useSubcategories } from './catalogue-api.ts';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

interface CategoryBrowserProps {
  cate: number | undefined;
  sub: number | undefined;
  onSelect: (choice: { cate: number | undefined; sub: number | undefined }) => void;
  /** the filters and the product list, right of the menu */
  children: ReactNode;
}

const ALL = 'all';

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatusNotice
      status="warning"
      title={ShopTexts.categoriesFailed}
      subTitle={isApiError(error) ? error.message : ShopTexts.unexpectedData}
      extra={<Button onClick={onRetry}>{ShopTexts.retry}</Button>}
    />
  );
}

/**
 * Category tabs (全部 plus the top categories), the left menu of subcategories (one level of
 * children that expands and collapses) and the topic-introduction panel of the chosen subcategory.
 */
export function CategoryBrowser({ cate, sub, onSelect, children }: CategoryBrowserProps) {
  const tree = useCategoryTree();
  const subs = useSubcategories(cate);
  const categories = tree.data ?? [];
  const current = categories.find((c) => c.shop_product_cate_id === cate);

  // submenus the user opened or closed; otherwise the chosen category's is open
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  if (tree.isError) return <LoadError error={tree.error} onRetry={() => void tree.refetch()} />;

  const tabItems = [
    { key: ALL, label: ShopTexts.allCategories },
    ...categories.map((c) => ({ key: String(c.shop_product_cate_id), label: c.name })),
  ];

  const subsOf = (c: ShopCategory): ShopSubCategory[] =>
    c.shop_product_cate_id === cate && subs.data ? subs.data : c.children;
  const menuCategories = current ? [current] : categories;
  const chosenSub = current ? subsOf(current).find((s) => s.shop_product_cate_id === sub) : undefined;
  const topic = chosenSub ?? current;
  const menuKeys = menuCategories.map((c) => `c${c.shop_product_cate_id}`);
  const openKeys = menuKeys.filter((key) => toggled[key] ?? key === `c${cate}`);

  let menu: ReactNode;
  if (tree.isPending) menu = <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  else if (categories.length === 0)
    menu = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ShopTexts.categoriesEmpty} />;
  else if (current && subs.isError)
    menu = <LoadError error={subs.error} onRetry={() => void subs.refetch()} />;
  else
    menu = (
      <Menu
        mode="inline"
        aria-label={ShopTexts.subcategoryMenu}
        className={styles.cateMenu}
        openKeys={openKeys}
        onOpenChange={(keys) =>
          setToggled((now) => ({ ...now, ...Object.fromEntries(menuKeys.map((k) => [k, keys.includes(k)])) }))
        }
        selectedKeys={sub ? [`s${sub}`] : []}
        items={menuCategories.map((c) => {
          const kids = subsOf(c);
          return {
            key: `c${c.shop_product_cate_id}`,
            label: c.name,
            children: kids.length
              ? kids.map((s) => ({ key: `s${s.shop_product_cate_id}`, label: s.name }))
              : [{ key: `none${c.shop_product_cate_id}`, label: ShopTexts.categoriesEmpty, disabled: true }],
          };
        })}
        onClick={({ key, keyPath }) => {
          const parent = Number(keyPath.at(-1)?.slice(1));
          onSelect({ cate: parent, sub: Number(key.slice(1)) });
        }}
      />
    );

  return (
    <section className={styles.section} aria-labelledby="mall-list-title">
      <header className={styles.sectionHeader}>
        <h2 id="mall-list-title" className={styles.sectionTitle}>
          {ShopTexts.mallListTitle}
        </h2>
      </header>
      <Tabs
        // on a phone the tabs overflow: the bar scrolls by swipe and by the arrow keys instead of
        // antd's 更多 button, which sits inside the tablist (axe: aria-required-children)
        className={styles.cateTabs}
        activeKey={cate ? String(cate) : ALL}
        items={tabItems}
        onChange={(key) => onSelect({ cate: key === ALL ? undefined : Number(key), sub: undefined })}
      />
      <div className={styles.mallBody}>
        <aside className={styles.mallAside}>{menu}</aside>
        <div className={styles.mallMain}>
          {topic ? (
            <Card size="small" className={styles.topic} title={`${ShopTexts.topicTitle} · ${topic.name}`}>
              {topic.brief.trim() ? (
                <Typography.Paragraph className={styles.topicText}>{topic.brief}</Typography.Paragraph>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ShopTexts.topicEmpty} />
              )}
            </Card>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
