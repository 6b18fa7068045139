import { Link, useSearchParams } from 'react-router';
import { Empty, Input, Pagination, Skeleton, Space, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SeekCalls, SeekLimits } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';
import { formatCount } from '../../lib/format.ts';
import { resultListClasses as list } from '../../lib/company/CompanyResultList.tsx';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { SeekResultRow } from './SeekResultRow.tsx';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

const PAGE_SIZE = SeekLimits.defaultPageSize;

/**
 * /data/entall 全部企业: the companies the organisation works with — until sales leads collect
 * them, what its members' watched saved searches matched at the last daily check — with which of
 * the caller's own searches hold each. The name filter and the page live in the address.
 */
export function EntallPage() {
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useQuery({
    ...callQuery(
      SeekCalls.entall,
      { ...(keyword ? { keyword } : {}), page, limit: PAGE_SIZE },
      { silent: true },
    ),
    placeholderData: keepPreviousData,
  });
  const go = (next: { keyword?: string; page?: number }) => {
    const out = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) out.set('keyword', k);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };

  return (
    <div className={styles.page}>
      <Typography.Title level={1} className={styles.heroTitle}>
        {T.entallTitle}
      </Typography.Title>
      <p className={styles.hint}>{T.entallSubtitle}</p>
      <Input.Search
        aria-label={T.entallSearch}
        placeholder={T.entallSearch}
        defaultValue={keyword}
        allowClear
        maxLength={SeekLimits.keywordMax}
        onSearch={(value) => go({ keyword: value.trim(), page: 1 })}
        style={{ maxWidth: 480 }}
      />
      {q.isError ? (
        <QueryErrorAlert title={T.entallLoadFailed} query={q} retryText={T.retry} />
      ) : !q.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : q.data.total === 0 ? (
        <Empty
          className={list.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={keyword ? T.entallNoMatch : T.entallEmpty}
        >
          {keyword ? null : (
            <Space>
              <Link to="/data/seek">{T.goSeek}</Link>
              <Link to="/search/conditions">{T.goConditions}</Link>
            </Space>
          )}
        </Empty>
      ) : (
        <section aria-label={T.entallTitle} aria-busy={q.isFetching}>
          <Typography.Text role="status" className={list.found}>
            {T.entallTotal(formatCount(q.data.total))}
          </Typography.Text>
          <ol className={q.isPlaceholderData ? `${list.list} ${list.listFetching}` : list.list}>
            {q.data.list.map((row) => (
              <SeekResultRow
                key={row.company_id}
                row={row}
                keyword={keyword}
                extra={
                  <span className={styles.hint}>
                    {T.watchedBy(row.watch_count)}
                    {row.my_searches.length ? `（${T.mySearches(row.my_searches.join('、'))}）` : ''}
                  </span>
                }
              />
            ))}
          </ol>
          <div className={list.pager}>
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={q.data.total}
              showSizeChanger={false}
              simple={phone}
              hideOnSinglePage
              onChange={(p) => go({ page: p })}
            />
          </div>
        </section>
      )}
    </div>
  );
}
