import type { FormRule } from 'antd';
import { usrCateFields } from '@qishu/contract';
import { zodRule } from '../../lib/zod-rules.ts';

/** 名称: required (请填写名称), at most 30 characters */
export const nameRules: FormRule[] = [zodRule(usrCateFields.name)];
/** 排序: an integer 0–9999 */
export const ordersRules: FormRule[] = [zodRule(usrCateFields.orders)];
