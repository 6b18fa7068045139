import { Messages } from '@qishu/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredCall } from '../src/app.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * The malformed-input table (issue 18): every call the app registers gets NUL bytes, prototype keys
 * (`__proto__` and `constructor` as body keys, query keys, values and path parameters), wrong-typed
 * ids (true, [1], "0x1", "1e0", -1, 0, 1.5 in every id-like field and path parameter) and over-long
 * path parameters, as an anonymous caller, a shopper and the platform admin. Whatever it is sent, a
 * call never answers HTTP 500 and never answers outside the envelope {code, data, error} with a
 * Chinese error — except the answers below, which are not envelopes by design, and a file download
 * (HTTP 200, Content-Disposition: attachment). A NUL byte is refused the same way by every call.
 * Which numeric fields refuse which wrong types is checked over every call's schema in the contract
 * (packages/contract/src/whole-number.test.ts); the calls' own rules in their own tests.
 */

/** Calls whose answers are no envelope, and why. */
const NOT_ENVELOPE: [RegExp, string][] = [
  [/^\/api\/docs(\/|$)/, 'the OpenAPI document and its viewer'],
  [/^\/api\/pay\/notify\//, "the payment provider's notification is answered in the provider's format"],
  [/^\/api\/pay\/sandbox/, 'the sandbox pay page (HTML and its script) is for a phone'],
];

const ROLES = ['anonymous', 'shopper', 'admin'] as const;
type Role = (typeof ROLES)[number];
const NUL = 'a\u0000b';
const PROTO_VALUES = ['__proto__', 'constructor'];
const WRONG_IDS: unknown[] = [true, [1], '0x1', '1e0', -1, 0, 1.5];
const ID_KEY = /(^id$|^ids$|_id$|_ids$|Id$)/;
const CHINESE = /[\u4e00-\u9fa5]/;

/** The path parameter names of a route (`:name`, and `*` of a wildcard). */
const paramsOf = (url: string) => [
  ...[...url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] as string),
  ...(url.endsWith('*') ? ['*'] : []),
];

/** The url with each path parameter filled from `values` (URI-encoded). */
function fill(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'))
    .replace(/\*$/, encodeURIComponent(values['*'] ?? 'x'));
}

function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One malformed request to a call: path parameters, and the fields of its query or body. */
interface Attempt {
  what: string;
  params: Record<string, string>;
  fields?: Record<string, unknown>;
  /** a body sent as it is (JSON text that JSON.stringify cannot write, such as a __proto__ key) */
  rawBody?: string;
  /** query text appended as it is */
  rawQuery?: string;
}

/** Every malformed request the table sends one call. */
function attemptsFor(call: DeclaredCall): Attempt[] {
  const pathNames = paramsOf(call.url);
  const fieldNames = call.inputKeys.filter((k) => !pathNames.includes(k));
  const all = <T>(names: string[], value: T) => Object.fromEntries(names.map((n) => [n, value]));
  const idNames = (names: string[]) => names.filter((n) => ID_KEY.test(n));
  const attempts: Attempt[] = [
    {
      what: 'NUL everywhere',
      params: all(pathNames, NUL),
      fields: { ...all(fieldNames, NUL), [`k${NUL}`]: 'x' },
    },
    {
      what: 'prototype keys',
      params: all(pathNames, '__proto__'),
      rawBody: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      rawQuery: '__proto__=x&constructor=x&__proto__[polluted]=1&constructor[prototype][polluted]=1',
    },
    ...PROTO_VALUES.map((v) => ({
      what: `${v} as every value`,
      params: all(pathNames, v),
      fields: all(fieldNames, v),
    })),
    ...WRONG_IDS.map((v) => ({
      what: `${JSON.stringify(v)} as every id`,
      params: { ...all(pathNames, '1'), ...all(idNames(pathNames), JSON.stringify(v).replace(/^"|"$/g, '')) },
      fields: all(idNames(fieldNames), v),
    })),
  ];
  if (pathNames.length > 0) {
    for (const length of [150, 1500])
      attempts.push({
        what: `${length}-character path parameters`,
        params: all(pathNames, 'p'.repeat(length)),
      });
  }
  // a call without ids (or without any input) is sent each distinct request once
  const seen = new Set<string>();
  return attempts.filter((a) => {
    const key = JSON.stringify([a.params, a.fields, a.rawBody, a.rawQuery]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function injectOf(call: DeclaredCall, attempt: Attempt, token: string | undefined): InjectOptions {
  const readsQuery = call.method === 'GET' || call.method === 'DELETE';
  const url = fill(call.url, attempt.params);
  const headers: Record<string, string> = token ? { authorization: token } : {};
  if (readsQuery) {
    const query = attempt.rawQuery ? `?${attempt.rawQuery}` : queryString(attempt.fields ?? {});
    return { method: call.method as InjectOptions['method'], url: `${url}${query}`, headers };
  }
  return {
    method: call.method as InjectOptions['method'],
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: attempt.rawBody ?? JSON.stringify(attempt.fields ?? {}),
  };
}

/** What is wrong with an answer, or null: HTTP 5xx, or no envelope where one is due. */
function faultOf(call: DeclaredCall, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) {
    if (NOT_ENVELOPE.some(([re]) => re.test(call.url))) return null;
    if (res.statusCode === 200 && /^attachment/.test(String(res.headers['content-disposition'] ?? '')))
      return null;
    return `not JSON (HTTP ${res.statusCode}, ${type}) ${res.body.slice(0, 120)}`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `broken JSON ${res.body.slice(0, 120)}`;
  }
  const envelope = body as { code?: unknown; data?: unknown; error?: unknown };
  if (NOT_ENVELOPE.some(([re]) => re.test(call.url))) return null;
  if (
    body === null ||
    typeof body !== 'object' ||
    Object.keys(body).sort().join() !== 'code,data,error' ||
    typeof envelope.code !== 'number'
  )
    return `no envelope (HTTP ${res.statusCode}) ${res.body.slice(0, 120)}`;
  if (envelope.code !== 200 && !(typeof envelope.error === 'string' && CHINESE.test(envelope.error)))
    return `error not in Chinese: ${String(envelope.error)}`;
  return null;
}

/** The envelope of an HTTP 200 JSON answer, else null. */
function envelopeOf(res: LightMyRequestResponse): { code?: number; error?: string } | null {
  if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('application/json'))
    return null;
  try {
    return res.json();
  } catch {
    return null;
  }
}
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res)?.code ?? null;

describe.each(testDialects)('malformed input over every registered call (%s)', (dialect) => {
  let t: BackofficeApp;
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    shopper: undefined,
    admin: undefined,
  };
  /** the permissions of each role's account */
  const perms: Record<Role, Set<string>> = { anonymous: new Set(), shopper: new Set(), admin: new Set() };
  const phones = { shopper: '13600000000', admin: Demo.admin } as const;
  let adminName = '';

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    for (const role of ['shopper', 'admin'] as const) {
      const { token, userInfo } = await t.login(phones[role]);
      tokens[role] = token;
      perms[role] = new Set(userInfo['authList'] as string[]);
    }
    adminName = (
      await t.db.kysely
        .selectFrom('sys_user')
        .select('realname')
        .where('username', '=', Demo.admin)
        .executeTakeFirstOrThrow()
    ).realname;
  });
  afterAll(() => t.close());

  /** One attempt as `role`; a session a call ended (logout) is opened again and the attempt repeated. */
  async function send(role: Role, call: DeclaredCall, attempt: Attempt): Promise<LightMyRequestResponse> {
    const res = await t.app.inject(injectOf(call, attempt, tokens[role]));
    if (role === 'anonymous' || codeOf(res) !== 4001) return res;
    tokens[role] = (await t.login(phones[role])).token;
    return t.app.inject(injectOf(call, attempt, tokens[role]));
  }

  /** Whether `role` lacks the permission the call declares (checked before validation). */
  const deniedBeforeInput = (role: Role, call: DeclaredCall) =>
    role !== 'anonymous' && call.perm !== undefined && !perms[role].has(call.perm);

  // one test per caller, so each stays well inside the test timeout on a busy machine
  it.each(ROLES)('as %s: every malformed request answers the envelope, never HTTP 500', async (role) => {
    const calls = t.app.callTable;
    expect(calls.length).toBeGreaterThan(300);
    const faults: string[] = [];
    let sent = 0;
    for (const call of calls) {
      for (const attempt of attemptsFor(call)) {
        const res = await send(role, call, attempt);
        sent++;
        const where = `${call.method} ${call.url} — ${attempt.what}`;
        const fault = faultOf(call, res);
        if (fault) faults.push(`${where}: ${fault}`);
        // a caller without the call's permission is refused before its input is read (403), as is
        // an anonymous caller of a session call (4001): the other attempts would answer the same
        if (attempt.what === '__proto__ as every value' && deniedBeforeInput(role, call)) {
          if (codeOf(res) !== 403) faults.push(`${where}: not refused (403) ${res.body.slice(0, 120)}`);
          break;
        }
        if (attempt.what === 'NUL everywhere') {
          const code = envelopeOf(res);
          // refused before the input is read: no session (4001), else the one NUL answer
          const refused = code?.code === 4001 || (code?.code === 400 && code.error === Messages.nulCharacter);
          if (!refused)
            faults.push(`${where}: NUL not refused (HTTP ${res.statusCode}) ${res.body.slice(0, 120)}`);
          if (role === 'anonymous' && code?.code === 4001) break;
          // the OpenAPI pages read no input: the NUL refusal is all there is to check
          if (/^\/api\/docs(\/|$)/.test(call.url)) break;
        }
      }
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThan(role === 'admin' ? 2000 : 400);
  });

  it('polluted no prototype and renamed nobody (user 1 kept its name through every wrong-typed id)', async () => {
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const admin = await t.db.kysely
      .selectFrom('sys_user')
      .select('realname')
      .where('username', '=', Demo.admin)
      .executeTakeFirstOrThrow();
    expect(admin.realname).toBe(adminName);
  });
});
