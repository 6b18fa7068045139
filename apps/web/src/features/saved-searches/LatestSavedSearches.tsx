import { Link } from 'react-router';
import { Skeleton, theme, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { latestSavedQuery } from './saved-search-api.ts';
import { SavedSearchTexts as T } from './texts.ts';

const SHOWN = 5;

/**
 * The caller's latest saved searches on a home page, each running on the search page (`runHref`),
 * with a link to all of them (`listHref`). Nothing for a role without data:condition:list.
 */
export function LatestSavedSearches(props: { runHref: (s: SavedSearch) => string; listHref: string }) {
  const can = useCan();
  // antd's "secondary" grey is below AA contrast on the home's cards: the darker secondary text colour
  const muted = { color: theme.useToken().token.colorTextSecondary };
  const query = useQuery({ ...latestSavedQuery(SHOWN), enabled: can('data:condition:list') });
  if (!can('data:condition:list')) return null;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (query.isError) return <Typography.Text style={muted}>{T.loadFailed}</Typography.Text>;
  const { list, total } = query.data;
  if (!list.length) return <Typography.Text style={muted}>{T.empty}</Typography.Text>;
  return (
    <>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((s) => (
          <li key={s.id} style={{ padding: '6px 0' }}>
            <Link to={props.runHref(s)}>{s.name}</Link>
            {s.last_count !== null && (
              <Typography.Text style={muted}>
                {' '}
                · {formatCount(s.last_count)} {T.countUnit}
              </Typography.Text>
            )}
            <Typography.Paragraph
              ellipsis={{ rows: 1, tooltip: s.summary }}
              style={{ ...muted, margin: 0, fontSize: 12 }}
            >
              {s.summary}
            </Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Link to={props.listHref}>{total > list.length ? T.allSaved(total) : T.manage}</Link>
    </>
  );
}
