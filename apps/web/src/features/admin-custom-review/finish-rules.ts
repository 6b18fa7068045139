import type { FormRule } from 'antd';
import {
  CUSTOM_MIN_PRICE_FEN,
  CustomRequestMessages as M,
  customFinishRequest,
  yuanToFen,
} from '@qishu/contract';

/** The first message of the server's rule for one field of the finish, or null. */
function refusal(field: keyof typeof customFinishRequest.shape, value: unknown): string | null {
  const result = customFinishRequest.shape[field].safeParse(
    typeof value === 'string' ? value.trim() : (value ?? ''),
  );
  return result.success ? null : (result.error.issues[0]?.message ?? M.verifyFailed);
}

/** 记录数: the server's rule (a positive whole number), and at most the attached data's count. */
export function numsProblem(value: unknown, dataCount: number | null): string | null {
  const problem = refusal('nums', value);
  if (problem) return problem;
  return dataCount !== null && Number(String(value).trim()) > dataCount ? M.numsTooLarge : null;
}

/** 价格 (yuan): the server's rule (more than 0, at most two decimals). */
export function priceProblem(value: unknown): string | null {
  return refusal('price', value);
}

/** A valid price the requester will pay 1 yuan for (§5: under 1 yuan becomes 1). */
export function raisedToMinimum(price: unknown): boolean {
  return priceProblem(price) === null && yuanToFen(String(price).trim()) < CUSTOM_MIN_PRICE_FEN;
}

const ruleOf = (check: (value: unknown) => string | null): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const problem = check(value);
    if (problem) throw new Error(problem);
  },
});

export const numsRules = (dataCount: number | null): FormRule[] => [
  ruleOf((value) => numsProblem(value, dataCount)),
];
export const priceRules: FormRule[] = [ruleOf(priceProblem)];
