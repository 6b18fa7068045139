import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { contractWithoutCallSchemas } from './contract-without-call-schemas.ts';

const contract = path.resolve(import.meta.dirname, '../../../packages/contract/src/index.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-contract-bundle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Bundle {
  code: string;
  /** the bundle's exports, run */
  exports: Record<string, unknown>;
}

/** Bundles `entry` (module text importing the contract as `contract`) as the web's build does. */
async function bundle(name: string, entry: string, withPlugin = true): Promise<Bundle> {
  const file = path.join(dir, `${name}.ts`);
  fs.writeFileSync(file, entry.replaceAll("'contract'", JSON.stringify(contract)));
  const plugin = contractWithoutCallSchemas();
  const transform = plugin.transform as {
    filter: { id: RegExp };
    handler: (code: string, id: string) => unknown;
  };
  const build = await rolldown({
    input: file,
    cwd: dir,
    plugins: withPlugin ? [{ name: plugin.name, transform } as RolldownPlugin] : [],
    treeshake: { manualPureFunctions: ['z'] },
    logLevel: 'silent',
  });
  const { code } = (await build.generate({ format: 'cjs' })).output[0];
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', code)(module, module.exports);
  return { code, exports: module.exports };
}

describe('the browser build of the contract without its call descriptions’ schemas', () => {
  it('a page that only calls the API carries no zod: the descriptions keep method and path', async () => {
    const entry = `import { IdentityCalls, ShopCalls } from 'contract';
      export const calls = [IdentityCalls.userLogin, ShopCalls.getShopDatas].map((c) => [c.method, c.path, c.input]);`;
    const without = await bundle('calls-only', entry);
    expect(without.code).not.toMatch(/ZodObject|\$ZodType|safeParse/);
    expect(without.exports.calls).toEqual([
      ['POST', '/admin/base/userLogin', undefined],
      ['POST', '/api/ShopProduct/getShopDatas', undefined],
    ]);
    // the same page built as it was carries zod and builds every schema it imports
    expect((await bundle('calls-as-before', entry, false)).code).toMatch(/safeParse/);
  });

  it('a schema a page does use works as before, refinements included', async () => {
    const entry = `import { configUserCreateRequest, phoneField } from 'contract';
      export const phone = phoneField.safeParse('123').error?.issues[0]?.message;
      export const temporary = configUserCreateRequest
        .safeParse({ username: '13800000001', realname: '临时', password: 'Qishu@2026', sys_role_id: 2, is_temporary: 1 })
        .error?.issues.map((issue) => issue.message);`;
    const transformed = (await bundle('form', entry)).exports;
    const original = (await bundle('form-as-before', entry, false)).exports;
    expect(transformed.phone).toBe('请输入正确的11位手机号码');
    expect(transformed.temporary).toEqual(original.temporary);
    expect(transformed.temporary).toContain('请输入临时账号的使用时长（分钟）');
  });

  it('marks the calls a definition makes, not those of the functions it defines nor an optional chain', () => {
    const plugin = contractWithoutCallSchemas();
    const { handler } = plugin.transform as { handler: (code: string, id: string) => { code: string } };
    const source = [
      'export const a = z.string().min(1);',
      'export const b = z.object({}).superRefine((v, ctx) => ctx.addIssue({ code: "custom" }));',
      'export const c = rules?.first().name;',
    ].join('\n');
    const [a, b, c] = handler(source, path.join(contract, '..', 'example.ts')).code.split('\n');
    expect(a).toBe('export const a = (/* @__PURE__ */ (/* @__PURE__ */ z.string()).min(1));');
    expect(b).toContain('ctx.addIssue({ code: "custom" })');
    expect(b).not.toMatch(/__PURE__ \*\/ ctx\.addIssue/);
    expect(c).toBe('export const c = rules?.first().name;');
  });
});
