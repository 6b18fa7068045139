import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Card, Checkbox, Empty, Flex, Input, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { treeIds, type AccessTreeNode } from '@qishu/contract';
import type { TreeCheck } from './grants.ts';
import { AccessTexts } from './texts.ts';

const T = AccessTexts.tree;

interface GrantTreeProps {
  title: ReactNode;
  tree: readonly AccessTreeNode[];
  value: TreeCheck;
  onChange?: (next: TreeCheck) => void;
  disabled?: boolean;
  /** the scroll height of the tree */
  height?: number;
  /** shown instead of the tree when there is nothing to choose */
  emptyText?: string;
  loading?: boolean;
}

function matches(n: AccessTreeNode, text: string): boolean {
  return n.name.toLowerCase().includes(text) || (n.perm ?? '').toLowerCase().includes(text);
}

/** Keys of the ancestors of every node that matches the search text (to expand them). */
function ancestorsOfMatches(nodes: readonly AccessTreeNode[], text: string, trail: number[] = []): number[] {
  const out: number[] = [];
  for (const n of nodes) {
    if (matches(n, text)) out.push(...trail);
    out.push(...ancestorsOfMatches(n.children, text, [...trail, n.id]));
  }
  return out;
}

function parentIds(nodes: readonly AccessTreeNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));
}

function highlight(name: string, text: string): ReactNode {
  if (!text) return name;
  const at = name.toLowerCase().indexOf(text);
  if (at < 0) return name;
  return (
    <>
      {name.slice(0, at)}
      <mark style={{ padding: 0, background: '#fde68a' }}>{name.slice(at, at + text.length)}</mark>
      {name.slice(at + text.length)}
    </>
  );
}

function toData(nodes: readonly AccessTreeNode[], text: string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid={`grant-node-${n.id}`}>
        {highlight(n.name, text)}
        {n.perm && !n.children.length ? (
          <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
            {n.perm}
          </Typography.Text>
        ) : null}
        {n.location === 1 ? (
          <Tag style={{ marginLeft: 6 }} bordered={false}>
            {T.top}
          </Tag>
        ) : null}
      </span>
    ),
    children: n.children.length ? toData(n.children, text) : undefined,
  }));
}

/**
 * A checkable tree of actions or menus: parents show half-checked when some children are checked,
 * a search box expands and highlights matches, and a 全选 box checks or clears everything.
 */
export function GrantTree(props: GrantTreeProps) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const text = search.trim().toLowerCase();
  const allIds = useMemo(() => treeIds(props.tree), [props.tree]);
  const data = useMemo(() => toData(props.tree, text), [props.tree, text]);
  const parents = useMemo(() => parentIds(props.tree), [props.tree]);
  const searchExpanded = useMemo(
    () => (text ? [...new Set(ancestorsOfMatches(props.tree, text))] : null),
    [props.tree, text],
  );
  const checkedSet = new Set(props.value.checked);
  const allChecked = allIds.length > 0 && allIds.every((id) => checkedSet.has(id));
  const someChecked = props.value.checked.length > 0 || props.value.halfChecked.length > 0;

  return (
    <Card
      size="small"
      title={props.title}
      loading={props.loading}
      extra={
        <Flex gap={12} align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.selected(props.value.checked.length, allIds.length)}
          </Typography.Text>
          <Checkbox
            checked={allChecked}
            indeterminate={!allChecked && someChecked}
            disabled={props.disabled || !allIds.length}
            onChange={(e) =>
              props.onChange?.(
                e.target.checked ? { checked: allIds, halfChecked: [] } : { checked: [], halfChecked: [] },
              )
            }
          >
            {T.selectAll}
          </Checkbox>
        </Flex>
      }
      styles={{ body: { paddingTop: 8 } }}
    >
      <Input.Search
        allowClear
        size="small"
        placeholder={T.search}
        aria-label={T.search}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setExpanded(null);
        }}
        style={{ marginBottom: 8 }}
      />
      {props.tree.length ? (
        <div style={{ maxHeight: props.height ?? 420, overflow: 'auto' }}>
          <Tree
            checkable
            selectable={false}
            disabled={props.disabled}
            treeData={data}
            checkedKeys={props.value.checked}
            expandedKeys={expanded ?? searchExpanded ?? parents}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(checked, info) => {
              const keys = Array.isArray(checked) ? checked : checked.checked;
              props.onChange?.({
                checked: keys.map(Number),
                halfChecked: (info.halfCheckedKeys ?? []).map(Number),
              });
            }}
          />
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? T.empty} />
      )}
    </Card>
  );
}
