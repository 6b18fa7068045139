import { z } from 'zod';

/** A whole number written out: digits, optionally negative. */
const WHOLE_TEXT = /^-?\d+$/;

/**
 * What a whole-number field takes from a client: the number itself, or its digits (query strings and
 * path parameters are text). Anything else reaches the number schema as it is and is refused there:
 * z.coerce.number(), used before, read true, [1], "0x1", "1e0" and " 1 " as 1 (issue 18 point 6).
 */
function fromDigits(value: unknown): unknown {
  return typeof value === 'string' && WHOLE_TEXT.test(value) ? Number(value) : value;
}

/**
 * A whole-number input; the number schema inside sets the rules and the default:
 * `wholeNumber(z.number().int().min(1).default(1))`. Use it instead of z.coerce.number(). An empty
 * text, and null where the schema takes no null (a cleared form field), count as not sent: the
 * default or "no filter" applies, or the schema's "required" message.
 */
export const wholeNumber = <T extends z.ZodType>(schema: T) => {
  const takesNull = schema.safeParse(null).success;
  return z.preprocess(
    (value) => (value === '' || (value === null && !takesNull) ? undefined : fromDigits(value)),
    schema,
  );
};

/** The id of a row, in path parameters, query strings and bodies: a positive integer or its digits, nothing else. */
export const idSchema = wholeNumber(z.number().int().positive());

/** {@link idSchema} with the Chinese reason answered when the id is missing or no id. */
export const idWith = (message: string) =>
  wholeNumber(z.number({ error: message }).int(message).positive(message));
