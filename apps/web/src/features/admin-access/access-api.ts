import { AccessCalls as C, RoleCalls, type CallDescriptor, type RoleArea } from '@qishu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSave } from '../../lib/admin-ui/index.ts';
import { callKey, callQuery } from '../../lib/api/index.ts';

/**
 * The modules a role may belong to and, for a module, the action and menu trees it may grant
 * (`null`: no module chosen yet; sent like no module, cached apart from it).
 */
export const roleOptionsQuery = (area: RoleArea, moduleId?: number | null) =>
  callQuery(RoleCalls[area].options, moduleId === undefined ? {} : { sys_module_id: moduleId });

/** A role with its grants. */
export const roleQuery = (area: RoleArea, id: number) => callQuery(RoleCalls[area].get, { id });

/** The modules and the action tree the permission-point editor offers. */
export const actionOptionsQuery = () => callQuery(C.actionOptions, undefined);

/** The modules, menu categories and (for a module) the menu tree the menu editor offers. */
export const menuOptionsQuery = (moduleId?: number) =>
  callQuery(C.menuOptions, moduleId === undefined ? {} : { sys_module_id: moduleId });

/** Every action as a tree and the ones a module offers. */
export const moduleActionsQuery = (moduleId: number) => callQuery(C.moduleActions, { id: moduleId });

/** Every read of the area: what replacing a module's actions reloads (it touches roles and counts). */
export const accessReads: readonly CallDescriptor[] = [
  ...Object.values(RoleCalls.sys),
  ...Object.values(RoleCalls.config),
  ...Object.values(C),
].filter((call) => call.method === 'GET');

/**
 * `useSave` of the area: reloads `list` once saved (awaited, as `useSave` does) and marks the reads
 * in `also` stale, so every answer the change touched (details, editor options) loads again.
 */
export function useAccessSave<Input, Output>(
  call: (input: Input) => Promise<Output>,
  opts: {
    list: CallDescriptor;
    also?: readonly CallDescriptor[];
    successText?: string;
    onDone?: (out: Output) => void;
  },
) {
  const client = useQueryClient();
  return useSave(call, {
    invalidate: callKey(opts.list),
    successText: opts.successText,
    onDone: (out) => {
      for (const read of opts.also ?? []) void client.invalidateQueries({ queryKey: callKey(read) });
      opts.onDone?.(out);
    },
  });
}
