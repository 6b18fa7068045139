import type {
  ActionOptions,
  ActionRow,
  ActionSaveRequest,
  ConfigRoleSaveRequest,
  MenuCateRow,
  MenuCateSaveRequest,
  MenuOptions,
  MenuRow,
  MenuSaveRequest,
  ModuleActions,
  ModuleCreateRequest,
  ModuleRow,
  ModuleUpdateRequest,
  Page,
  RoleDetail,
  RoleOptions,
  RoleRow,
  RoleSaveRequest,
} from '@qishu/contract';
import { api, type Query } from '../../lib/api/index.ts';

/** /sys/roles (platform) or /config/roles (organisation admin). */
export type RoleArea = 'sys' | 'config';

const base = (area: RoleArea) => (area === 'sys' ? '/sys/roles' : '/config/roles');

type Saved = { id: number };

export const accessApi = {
  roles: (area: RoleArea, q: Record<string, unknown>, signal?: AbortSignal) =>
    api.get<Page<RoleRow>>(base(area), q as Query, signal ? { signal } : undefined),
  role: (area: RoleArea, id: number) => api.get<RoleDetail>(`${base(area)}/${id}`),
  roleOptions: (area: RoleArea, moduleId?: number) =>
    api.get<RoleOptions>(
      `${base(area)}/options`,
      moduleId === undefined ? undefined : { sys_module_id: moduleId },
    ),
  createRole: (area: RoleArea, body: RoleSaveRequest | ConfigRoleSaveRequest) =>
    api.post<Saved>(base(area), body),
  updateRole: (area: RoleArea, id: number, body: RoleSaveRequest | ConfigRoleSaveRequest) =>
    api.put<Saved>(`${base(area)}/${id}`, body),
  deleteRole: (area: RoleArea, id: number) => api.del<{ deleted: boolean }>(`${base(area)}/${id}`),

  actions: (q: Record<string, unknown>, signal?: AbortSignal) =>
    api.get<Page<ActionRow>>('/sys/actions', q as Query, signal ? { signal } : undefined),
  actionOptions: () => api.get<ActionOptions>('/sys/actions/options'),
  createAction: (body: ActionSaveRequest) => api.post<Saved>('/sys/actions', body),
  updateAction: (id: number, body: ActionSaveRequest) => api.put<Saved>(`/sys/actions/${id}`, body),
  deleteAction: (id: number) => api.del<{ deleted: boolean }>(`/sys/actions/${id}`),

  menus: (q: Record<string, unknown>, signal?: AbortSignal) =>
    api.get<Page<MenuRow>>('/sys/menus', q as Query, signal ? { signal } : undefined),
  menuOptions: (moduleId?: number) =>
    api.get<MenuOptions>(
      '/sys/menus/options',
      moduleId === undefined ? undefined : { sys_module_id: moduleId },
    ),
  createMenu: (body: MenuSaveRequest) => api.post<Saved>('/sys/menus', body),
  updateMenu: (id: number, body: MenuSaveRequest) => api.put<Saved>(`/sys/menus/${id}`, body),
  deleteMenu: (id: number) => api.del<{ deleted: boolean }>(`/sys/menus/${id}`),

  menuCates: (q: Record<string, unknown>, signal?: AbortSignal) =>
    api.get<Page<MenuCateRow>>('/sys/menucate', q as Query, signal ? { signal } : undefined),
  createMenuCate: (body: MenuCateSaveRequest) => api.post<Saved>('/sys/menucate', body),
  updateMenuCate: (id: number, body: MenuCateSaveRequest) => api.put<Saved>(`/sys/menucate/${id}`, body),
  deleteMenuCate: (id: number) => api.del<{ deleted: boolean }>(`/sys/menucate/${id}`),

  modules: (q: Record<string, unknown>, signal?: AbortSignal) =>
    api.get<Page<ModuleRow>>('/sys/modules', q as Query, signal ? { signal } : undefined),
  createModule: (body: ModuleCreateRequest) => api.post<Saved>('/sys/modules', body),
  updateModule: (id: number, body: ModuleUpdateRequest) => api.put<Saved>(`/sys/modules/${id}`, body),
  deleteModule: (id: number) => api.del<{ deleted: boolean }>(`/sys/modules/${id}`),
  moduleActions: (id: number) => api.get<ModuleActions>(`/sys/modules/${id}/actions`),
  setModuleActions: (id: number, actions: number[]) =>
    api.put<ModuleActions>(`/sys/modules/${id}/actions`, { actions }),
};

/** Query keys; mutations invalidate the area's root key. */
export const accessKeys = {
  root: ['admin-access'] as const,
  roles: (area: RoleArea) => ['admin-access', 'roles', area] as const,
  actions: ['admin-access', 'actions'] as const,
  menus: ['admin-access', 'menus'] as const,
  cates: ['admin-access', 'cates'] as const,
  modules: ['admin-access', 'modules'] as const,
};
