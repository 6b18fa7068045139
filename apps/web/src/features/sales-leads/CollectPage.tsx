import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Card, Flex, Input, Result, Select, Skeleton, Table, Tree, Typography, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LeadCalls, UsrCateCalls, type LeadRow, type UsrCate } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { useCan, useCurrentUser } from '../../lib/session/index.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { ExportListButton, type ListFilters } from './ExportListButton.tsx';
import { leadApi, leadsKey } from './lead-api.ts';
import { leadColumn } from './lead-columns.tsx';
import { CollectTexts as T } from './texts.ts';
import { PageHeader } from './PageHeader.tsx';

/** The tree's key of 全部 (all the caller's leads). */
const ALL = 'all';
/** One page of 100 groups (the list's largest page): every group a user keeps. */
const GROUPS_INPUT = { page: 1, limit: 100 } as const;

/** The leads' columns: the company (with 线索详情), stage, labels, owner and last change. */
const COLUMNS = [
  leadColumn.company(true),
  leadColumn.stage(),
  leadColumn.labels(),
  leadColumn.owner(),
  leadColumn.updatedAt(),
];

interface GroupNode {
  group: UsrCate;
  children: UsrCate[];
}

/** The caller's own groups as a two-level tree (a sub-group whose parent is not theirs stands alone). */
function groupTree(mine: UsrCate[]): GroupNode[] {
  const byOrder = (a: UsrCate, b: UsrCate) => a.orders - b.orders || a.id - b.id;
  const ids = new Set(mine.map((g) => g.id));
  return mine
    .filter((g) => g.parent_id === 0 || !ids.has(g.parent_id))
    .sort(byOrder)
    .map((group) => ({ group, children: mine.filter((c) => c.parent_id === group.id).sort(byOrder) }));
}

function cateParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('cate_id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /sale/collect (我的收藏): the caller's own groups (usr_cate) on the left, each with how many
 * companies it holds, and the leads of the chosen group on the right (全部: every lead the caller
 * owns), paged. On a phone the groups become a select above the list. The chosen group is kept in
 * the address (?cate_id=). Perm sale:collect:list; the groups need config:category:list.
 */
export function CollectPage() {
  const can = useCan();
  const me = useCurrentUser();
  const phone = useMediaQuery(PHONE_QUERY);
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const cateId = cateParam(params);
  const allowed = can('sale:collect:list');
  const canGroups = can('config:category:list');
  const groups = useQuery({
    queryKey: callKey(UsrCateCalls.org.list, GROUPS_INPUT),
    queryFn: ({ signal }) => callApi(UsrCateCalls.org.list, GROUPS_INPUT, { signal }),
    enabled: allowed && canGroups,
  });
  const [keyword, setKeyword] = useState('');
  const filterKey = `${cateId ?? ALL}|${keyword}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1, limit: 20 });
  const page = paging.key === filterKey ? paging.page : 1;
  const limit = paging.limit;
  // what the table shows (also what 导出 downloads, every page)
  const shown: ListFilters<typeof LeadCalls.collected> = {
    ...(cateId ? { cate_id: cateId } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const input = { ...shown, page, limit };
  const leads = useQuery({
    queryKey: [...leadsKey, input],
    queryFn: ({ signal }) => leadApi.collected(input, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  if (!allowed) return <Result status="403" subTitle={T.noPermission} />;

  const mine = (groups.data?.list ?? []).filter((g) => g.user_id === me?.sys_user_id);
  const tree = groupTree(mine);
  const chosen = mine.find((g) => g.id === cateId);

  const choose = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('cate_id', String(id));
        else next.delete('cate_id');
        return next;
      },
      { replace: true },
    );

  const count = (g: UsrCate) => formatCount(g.label_number);
  const nodeTitle = (name: string, n?: string) => (
    <Flex justify="space-between" gap={8} aria-label={n === undefined ? name : T.groupAria(name, n)}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      {n !== undefined && (
        <span
          aria-hidden
          style={{ color: token.colorTextSecondary, fontVariantNumeric: 'tabular-nums', flex: 'none' }}
        >
          {n}
        </span>
      )}
    </Flex>
  );
  const treeData: DataNode[] = [
    { key: ALL, title: nodeTitle(T.all) },
    ...tree.map(({ group, children }) => ({
      key: String(group.id),
      title: nodeTitle(group.name, count(group)),
      children: children.map((c) => ({
        key: String(c.id),
        title: nodeTitle(c.name, count(c)),
        isLeaf: true,
      })),
      isLeaf: children.length === 0,
    })),
  ];

  const groupsPanel = () => {
    if (!canGroups) return <Alert type="info" showIcon title={T.noGroupPermission} />;
    if (groups.isError)
      return <QueryErrorAlert title={T.groupsLoadFailed} query={groups} retryText={T.retry} small />;
    if (groups.isLoading) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (phone) {
      return (
        <Flex vertical gap={4}>
          <label htmlFor="collect-group" style={{ fontWeight: 600 }}>
            {T.group}
          </label>
          <Select<number>
            id="collect-group"
            value={cateId ?? 0}
            onChange={(v) => choose(v || undefined)}
            style={{ width: '100%' }}
            options={[
              { value: 0, label: T.all },
              ...tree.flatMap(({ group, children }) => [
                { value: group.id, label: T.groupAria(group.name, count(group)) },
                ...children.map((c) => ({ value: c.id, label: '\u3000' + T.groupAria(c.name, count(c)) })),
              ]),
            ]}
          />
        </Flex>
      );
    }
    return (
      <>
        <Tree
          aria-label={T.groups}
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={[cateId ? String(cateId) : ALL]}
          onSelect={(keys) => {
            const key = keys[0];
            // clicking the chosen group again keeps it chosen
            if (key === undefined) return;
            choose(key === ALL ? undefined : Number(key));
          }}
        />
        {tree.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
            {T.noGroups}
          </Typography.Paragraph>
        )}
      </>
    );
  };

  const listTitle = chosen ? T.leadsOf(chosen.name) : T.allHint;

  return (
    <div style={{ padding: 16 }}>
      <PageHeader title={T.title} hint={T.hint} />
      <Flex vertical={phone} gap={16} align="stretch">
        <nav aria-label={T.groups} style={{ flex: phone ? undefined : '0 0 240px', minWidth: 0 }}>
          <Card size="small" title={phone ? undefined : T.groups} variant="borderless">
            {groupsPanel()}
          </Card>
        </nav>
        <section aria-label={listTitle} style={{ flex: 1, minWidth: 0 }}>
          <Card size="small" variant="borderless">
            <Flex vertical gap={12}>
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Typography.Text strong>{listTitle}</Typography.Text>
                <Flex gap={8} wrap style={{ maxWidth: '100%' }}>
                  <Input.Search
                    allowClear
                    aria-label={T.keyword}
                    placeholder={T.keywordPlaceholder}
                    maxLength={50}
                    onSearch={(v) => setKeyword(v.trim())}
                    style={{ width: 220, maxWidth: '100%' }}
                  />
                  <ExportListButton call={LeadCalls.collected} filters={shown} />
                </Flex>
              </Flex>
              {leads.isError ? (
                <QueryErrorAlert title={T.listLoadFailed} query={leads} retryText={T.retry} small />
              ) : (
                <Table<LeadRow>
                  rowKey="lead_id"
                  size="middle"
                  columns={COLUMNS}
                  dataSource={leads.data?.list ?? []}
                  loading={leads.isFetching}
                  scroll={{ x: 'max-content' }}
                  locale={{ emptyText: keyword ? T.emptySearch : cateId ? T.emptyGroup : T.emptyAll }}
                  pagination={{
                    current: page,
                    pageSize: limit,
                    total: leads.data?.total ?? 0,
                    showSizeChanger: true,
                    showTotal: T.total,
                    onChange: (p, size) =>
                      setPaging({ key: filterKey, page: size === limit ? p : 1, limit: size }),
                  }}
                />
              )}
            </Flex>
          </Card>
        </section>
      </Flex>
    </div>
  );
}
