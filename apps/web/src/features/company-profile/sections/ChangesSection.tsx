import { CompanyProfileCalls } from '@qishu/contract';
import { diffChange, type DiffPart } from '../change-diff.ts';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';
import styles from '../company-profile.module.css';

function DiffText({ parts, side }: { parts: DiffPart[]; side: 'removed' | 'added' }) {
  if (parts.length === 0) return <>{T.none}</>;
  return (
    <span className={styles.changeText}>
      {parts.map((part, i) =>
        part.changed ? (
          side === 'removed' ? (
            <del key={i} className={styles.removed}>
              {part.text}
            </del>
          ) : (
            <ins key={i} className={styles.added}>
              {part.text}
            </ins>
          )
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** 变更记录: newest first, the text before and after side by side with what changed marked. */
export function ChangesSection({ companyId }: { companyId: number }) {
  return (
    <SectionTable
      label={T.sections.changes}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.changes, { id: companyId, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row, i) => `${row.change_date}-${row.item}-${i}`}
      emptyText={T.empty.changes}
      columns={[
        { dataIndex: 'change_date', title: T.changeDate, width: 110 },
        { dataIndex: 'item', title: T.changeItem, width: 140 },
        {
          key: 'before',
          title: T.before,
          minWidth: 240,
          render: (_, row) => (
            <DiffText parts={diffChange(row.before_text, row.after_text).before} side="removed" />
          ),
        },
        {
          key: 'after',
          title: T.after,
          minWidth: 240,
          render: (_, row) => (
            <DiffText parts={diffChange(row.before_text, row.after_text).after} side="added" />
          ),
        },
      ]}
    />
  );
}
