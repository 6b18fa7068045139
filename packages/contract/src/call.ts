import { z } from 'zod';
import type { Perm } from './permissions.ts';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, described once: the server registers it with its handler (`serveCall`), the
 * web calls it through `callApi` / `callQuery`, and both take their types from here.
 *
 * - `path` is under /api, spelled as the spec spells it, with `:name` path parameters.
 * - `input` is the query string of GET and DELETE, the JSON body of POST and PUT.
 * - `params` are the path parameters; the web fills them from the input's fields of the same names,
 *   the server merges them into the handler's input (they win over body fields of the same name).
 * - `perm` is the permission the call needs (checked before the input is validated).
 */
export interface CallDescriptor<
  M extends CallMethod = CallMethod,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: M;
  readonly path: string;
  /** OpenAPI summary: what the call does, in Chinese */
  readonly summary: string;
  readonly input: I;
  readonly params?: P;
  readonly output: O;
  readonly perm?: Perm;
}

/** Keeps the literal types of a call's description (method, schemas, permission). */
export function describeCall<
  const M extends CallMethod,
  I extends z.ZodType,
  O extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
>(call: CallDescriptor<M, I, O, P>): CallDescriptor<M, I, O, P> {
  return call;
}

// `params?: P` reads as `P | undefined`; `[P] extends [never]` keeps a call without params at `unknown`.
type ParamsInput<P> = [P] extends [never] ? unknown : P extends z.ZodType ? z.input<P> : unknown;
type ParamsOutput<P> = [P] extends [never] ? unknown : P extends z.ZodType ? z.output<P> : unknown;
/** zod types an empty object as `Record<string, never>`: as a part of an input it adds nothing. */
type Fields<T> = T extends Record<string, never> ? unknown : T;

/** What a caller sends: the input's fields and the path parameters. */
export type CallInput<C extends CallDescriptor> = Fields<z.input<C['input']>> &
  ParamsInput<Exclude<C['params'], undefined>>;
/** What a handler receives, after validation. */
export type CallParsedInput<C extends CallDescriptor> = Fields<z.output<C['input']>> &
  ParamsOutput<Exclude<C['params'], undefined>>;
/** What the call answers in the envelope's `data`. */
export type CallOutput<C extends CallDescriptor> = z.output<C['output']>;

/** The path with its `:name` parameters filled from `values` (each URI-encoded). */
export function fillPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: 缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Names of a path's `:name` parameters. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] as string);
}

/** The input of a call that takes none (an empty query or body). */
export const noInput = z.object({});
/** The body of a POST that takes none: absent, null or an (ignored) object. */
export const noBody = noInput.nullish();
