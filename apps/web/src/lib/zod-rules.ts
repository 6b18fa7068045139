import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * antd form rules from the contract's zod fields, so a form shows exactly the server's messages
 * (one rule set for both sides).
 */

/** One field's check by a schema: its first message, or null when the value passes. */
export function schemaError(schema: z.ZodType): (value: unknown) => string | null {
  return (value) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? null : (result.error.issues[0]?.message ?? '');
  };
}

/** An antd rule from a check that answers the message or null. */
export function errorRule(check: (value: unknown) => string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = check(value);
      if (problem !== null) throw new Error(problem);
    },
  };
}

/** An antd rule that runs one field of a zod schema. */
export function zodRule(schema: z.ZodType): FormRule {
  return errorRule(schemaError(schema));
}
