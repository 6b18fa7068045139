import { SettingsCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** The industry tree, filtered by code or name (undefined: the whole tree). */
export const industryTreeQuery = (keyword: string | undefined) =>
  callQuery(SettingsCalls.industryTree, { keyword });
