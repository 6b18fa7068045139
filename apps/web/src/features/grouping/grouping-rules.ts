import type { FormRule } from 'antd';
import type { z } from 'zod';
import { usrCateFields } from '@qishu/contract';

/** An antd rule running one field of the contract's zod schema (the server's own messages). */
function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** 名称: required (请填写名称), at most 30 characters */
export const nameRules: FormRule[] = [zodRule(usrCateFields.name)];
/** 排序: an integer 0–9999 */
export const ordersRules: FormRule[] = [zodRule(usrCateFields.orders)];
