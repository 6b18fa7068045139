import {
  SettingsPaths,
  type CreateIndustryInput,
  type CreateParamInput,
  type IndustryNode,
  type Page,
  type ParamRow,
  type UpdateParamInput,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

const paramPath = (key: string) => `${SettingsPaths.params}/${encodeURIComponent(key)}`;
const industryPath = (code: string) => `${SettingsPaths.industries}/${encodeURIComponent(code)}`;

export const settingsApi = {
  params: (q: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<Page<ParamRow>>(SettingsPaths.params, q, signal ? { signal } : {}),
  createParam: (input: CreateParamInput) => api.post<ParamRow>(SettingsPaths.params, input),
  updateParam: (key: string, input: UpdateParamInput) => api.put<ParamRow>(paramPath(key), input),
  deleteParam: (key: string) => api.del<{ ok: true }>(paramPath(key)),
  industries: (keyword: string | undefined, signal?: AbortSignal) =>
    api.get<IndustryNode[]>(SettingsPaths.industries, { keyword }, signal ? { signal } : {}),
  createIndustry: (input: CreateIndustryInput) => api.post<IndustryNode>(SettingsPaths.industries, input),
  renameIndustry: (code: string, name: string) => api.put<IndustryNode>(industryPath(code), { name }),
  deleteIndustry: (code: string) => api.del<{ ok: true }>(industryPath(code)),
};

export const SettingsKeys = {
  params: ['admin-settings', 'params'] as const,
  industries: ['admin-settings', 'industries'] as const,
};
