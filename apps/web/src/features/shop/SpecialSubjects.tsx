import type { CSSProperties } from 'react';
import { Card, Tag } from 'antd';
import { FireOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ShopSubjectCalls, type ShopProduct, type ShopSubject } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import styles from './shop.module.css';

/** Texts of the 专题推荐 section (could join texts.ts). */
export const SubjectTexts = {
  title: '专题推荐',
  subtitle: '按主题精选的数据产品',
  records: (n: number) => `${formatCount(n)} 条`,
  hot: '热门',
} as const;

/** The cover patterns a subject can choose (SubjectCovers of the contract). */
const coverBackground: Record<string, string> = {
  ocean: 'linear-gradient(135deg, #1d4ed8, #38bdf8)',
  forest: 'linear-gradient(135deg, #166534, #4ade80)',
  sunset: 'linear-gradient(135deg, #c2410c, #fbbf24)',
  violet: 'linear-gradient(135deg, #6d28d9, #c084fc)',
  slate: 'linear-gradient(135deg, #1f2937, #64748b)',
};

const grid: CSSProperties = {
  display: 'grid',
  // one column on a phone narrower than two cards
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
  gap: 16,
};
const productRow: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 12,
  width: '100%',
  padding: '8px 4px',
  border: 'none',
  borderBottom: '1px solid #f1f5f9',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
};

/** The shown subjects with their on-shelf products. */
export const specialSubjectsQuery = () =>
  callQuery(ShopSubjectCalls.getSpecialSubjects, {}, { silent: true });

/** The shown subjects (the list is short and changes rarely). */
export function useSpecialSubjects() {
  return useQuery({
    ...specialSubjectsQuery(),
    select: (data) => data.res,
    staleTime: 5 * 60 * 1000,
  });
}

function SubjectCard({ subject, onOpen }: { subject: ShopSubject; onOpen?: (p: ShopProduct) => void }) {
  const open = (p: ShopProduct) => onOpen?.(p);
  return (
    <Card
      data-testid="subject-card"
      styles={{ body: { padding: '8px 16px 12px' } }}
      cover={
        <div
          style={{
            background: coverBackground[subject.cover] ?? coverBackground.slate,
            color: '#fff',
            padding: '18px 20px',
            minHeight: 96,
          }}
        >
          <h3 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: '#fff' }}>{subject.title}</h3>
          {subject.intro && (
            <p style={{ margin: '6px 0 0', fontSize: 13, opacity: 0.9, lineHeight: 1.5 }}>{subject.intro}</p>
          )}
        </div>
      }
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {subject.products.map((p) => (
          // a list of buttons: the row's role stays listitem (axe: list)
          <li key={p.shop_product_id}>
            <button type="button" style={productRow} onClick={() => open(p)}>
              {/* plain spans with CSS ellipsis: antd's Typography measures every row for its
                  ellipsis (resize observers, a hidden copy), ~300 ms of main thread for the section */}
              <span title={p.name} className={styles.subjectName}>
                {p.is_hot === 1 && (
                  <Tag color="volcano" icon={<FireOutlined aria-hidden />} style={{ marginInlineEnd: 6 }}>
                    {SubjectTexts.hot}
                  </Tag>
                )}
                {p.name}
              </span>
              <span className={styles.subjectRecords}>{SubjectTexts.records(p.gs_basic_counts)}</span>
              <strong className={styles.subjectPrice}>{formatPrice(p.price)}</strong>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * 专题推荐 on the mall home: one card per shown subject, its on-shelf products listed; clicking a
 * product opens it like every other product card. Nothing is shown while there is no subject.
 */
export function SpecialSubjects({
  onOpenProduct,
}: {
  onOpenProduct?: ((p: ShopProduct) => void) | undefined;
}) {
  const query = useSpecialSubjects();
  const subjects = query.data ?? [];
  if (!subjects.length) return null;
  return (
    <section className={styles.section} aria-labelledby="mall-subjects-title">
      <header className={styles.sectionHeader}>
        <h2 id="mall-subjects-title" className={styles.sectionTitle}>
          {SubjectTexts.title}
        </h2>
        <p className={styles.sectionSubtitle}>{SubjectTexts.subtitle}</p>
      </header>
      <div style={grid}>
        {subjects.map((s) => (
          <SubjectCard key={s.special_subject_id} subject={s} onOpen={onOpenProduct} />
        ))}
      </div>
    </section>
  );
}
