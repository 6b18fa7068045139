import type { AccessTreeNode } from '@qishu/contract';

export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

/** TreeSelect data of a tree, without `exclude` and its subtree (a node cannot move under itself). */
export function treeSelectData(nodes: readonly AccessTreeNode[], exclude: number | null): TreeOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({
      value: n.id,
      title: n.perm && !n.children.length ? `${n.name}（${n.perm}）` : n.name,
      children: treeSelectData(n.children, exclude),
    }));
}
