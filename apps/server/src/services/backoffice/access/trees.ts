import type { AccessTreeNode } from '@qishu/contract';
import type { ActionRecord } from '../../../repositories/action-repository.ts';
import type { MenuRecord } from '../../../repositories/menu-repository.ts';

/** A row with an id and a parent (null or 0 for a root). */
interface Linked {
  id: number;
  parent: number | null;
}

/**
 * Builds a forest from rows that come ordered; `make` maps a row to its node (without children).
 * A row whose parent is missing becomes a root, so nothing is ever hidden.
 */
export function forestOf<R, N extends { children?: N[] | undefined }>(
  rows: readonly R[],
  link: (row: R) => Linked,
  make: (row: R) => N,
): N[] {
  const nodes = new Map<number, N>();
  for (const r of rows) nodes.set(link(r).id, make(r));
  const roots: N[] = [];
  for (const r of rows) {
    const { id, parent } = link(r);
    const node = nodes.get(id)!;
    const up = parent ? nodes.get(parent) : undefined;
    if (up && parent !== id) (up.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Keeps the nodes whose id passes `keep`, plus every ancestor of a kept node. */
export function pruneTree(nodes: readonly AccessTreeNode[], keep: (id: number) => boolean): AccessTreeNode[] {
  const out: AccessTreeNode[] = [];
  for (const n of nodes) {
    const children = pruneTree(n.children, keep);
    if (children.length || keep(n.id)) out.push({ ...n, children });
  }
  return out;
}

/** Keeps nodes matching `hit` with their whole subtree, and the ancestors of any hit. */
export function searchForest<N extends { children?: N[] | undefined }>(
  nodes: readonly N[],
  hit: (n: N) => boolean,
): N[] {
  const out: N[] = [];
  for (const n of nodes) {
    if (hit(n)) {
      out.push(n);
      continue;
    }
    const children = searchForest(n.children ?? [], hit);
    if (children.length) out.push({ ...n, children });
  }
  return out;
}

/** Ids of a node and all its descendants, from parent links. */
export function descendantsOf(rows: readonly Linked[], id: number): Set<number> {
  const byParent = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parent === null) continue;
    const list = byParent.get(r.parent) ?? [];
    list.push(r.id);
    byParent.set(r.parent, list);
  }
  const out = new Set<number>([id]);
  const stack = [id];
  while (stack.length) {
    const cur = stack.pop()!;
    for (const child of byParent.get(cur) ?? []) {
      if (!out.has(child)) {
        out.add(child);
        stack.push(child);
      }
    }
  }
  return out;
}

/** Strips empty `children` arrays so antd's Table shows no expand icon on leaves. */
export function tidy<N extends { children?: N[] | undefined }>(nodes: N[]): N[] {
  for (const n of nodes) {
    if (n.children?.length) tidy(n.children);
    else delete n.children;
  }
  return nodes;
}

/** Menus or permission points (rows ordered) as a tree of AccessTreeNode; `idOf` names the row's id. */
function accessForest<R extends { parent_id: number | null; name: string; perm: string | null }>(
  rows: readonly R[],
  idOf: (row: R) => number,
  locationOf: (row: R) => number | null,
): AccessTreeNode[] {
  return forestOf(
    rows,
    (r) => ({ id: idOf(r), parent: r.parent_id }),
    (r): AccessTreeNode => ({
      id: idOf(r),
      name: r.name,
      perm: r.perm,
      location: locationOf(r),
      children: [],
    }),
  );
}

/** A module's menus as the role editor's and the menu form's tree (rows ordered). */
export function menuForest(rows: readonly MenuRecord[]): AccessTreeNode[] {
  return accessForest(
    rows,
    (m) => m.sys_menu_id,
    (m) => m.location,
  );
}

/** The permission points as the role editor's and the actions page's tree (rows ordered). */
export function actionForest(rows: readonly ActionRecord[]): AccessTreeNode[] {
  return accessForest(
    rows,
    (a) => a.sys_action_id,
    () => null,
  );
}
