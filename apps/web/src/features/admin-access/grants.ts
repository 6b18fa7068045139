import { checkStateOf, grantDelta, treeIds, type AccessTreeNode } from '@qishu/contract';

/** What a checkable tree shows: fully checked keys and half-checked parents. */
export interface TreeCheck {
  checked: number[];
  halfChecked: number[];
}

export const emptyCheck: TreeCheck = { checked: [], halfChecked: [] };

/** The tree state of a granted set (parents conducted from their children). */
export function checkOf(tree: readonly AccessTreeNode[], granted: readonly number[]): TreeCheck {
  return checkStateOf(tree, new Set(granted));
}

function permNodeIds(tree: readonly AccessTreeNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (nodes: readonly AccessTreeNode[]) => {
    for (const n of nodes) {
      if (n.perm !== null) out.add(n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/** Actions a tree state grants: checked nodes that carry a permission (groups are structure only). */
export function grantedActions(tree: readonly AccessTreeNode[], state: TreeCheck): number[] {
  const perms = permNodeIds(tree);
  return state.checked.filter((id) => perms.has(id));
}

/** Menus a tree state grants: checked items plus half-checked groups (a group must be granted for its items to show). */
export function grantedMenus(state: TreeCheck): number[] {
  return [...new Set([...state.checked, ...state.halfChecked])];
}

export interface RoleGrantDelta {
  actions: number[];
  actionsDels: number[];
  menus: number[];
  menusDels: number[];
}

/**
 * The save payload's grant fields: what is granted now and was not (actions, menus) and what was
 * granted and is not any more (actionsDels, menusDels). Grants outside the trees shown (e.g. an
 * action the module no longer offers) are left alone.
 */
export function roleGrantDelta(
  trees: { actions: readonly AccessTreeNode[]; menus: readonly AccessTreeNode[] },
  original: { actions: readonly number[]; menus: readonly number[] },
  now: { actions: TreeCheck; menus: TreeCheck },
): RoleGrantDelta {
  const actionIds = new Set(treeIds(trees.actions));
  const menuIds = new Set(treeIds(trees.menus));
  const a = grantDelta(
    original.actions.filter((id) => actionIds.has(id)),
    grantedActions(trees.actions, now.actions),
  );
  const m = grantDelta(
    original.menus.filter((id) => menuIds.has(id)),
    grantedMenus(now.menus),
  );
  return { actions: a.added, actionsDels: a.removed, menus: m.added, menusDels: m.removed };
}
