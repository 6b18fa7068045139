import { describe, expect, it } from 'vitest';
import { describeCall, noInput } from './call.ts';
import { isPerm, permissionCatalogue, permsOfModule, type Perm } from './permissions.ts';

describe('the permission catalogue', () => {
  it('lists each permission once, as module:entity:action of its group', () => {
    const perms = permissionCatalogue.map((p) => p.perm);
    expect(new Set(perms).size).toBe(perms.length);
    for (const p of permissionCatalogue) {
      expect(p.perm).toMatch(/^[a-z]+:[a-zA-Z]+:[a-zA-Z]+$/);
      expect(p.perm.startsWith(`${p.group}:`), p.perm).toBe(true);
    }
  });

  it('knows its own strings and nothing else', () => {
    expect(isPerm('sys:user:list')).toBe(true);
    expect(isPerm('sys:user:lst')).toBe(false);
    expect(permsOfModule(0)).toContain('sys:role:grant');
    expect(permsOfModule(5)).not.toContain('sys:role:grant');
  });

  it('makes a misspelt permission a type error (checked by tsc -p packages/contract)', () => {
    const ok: Perm = 'mall:custom:audit';
    // @ts-expect-error — not in the catalogue
    const misspelt: Perm = 'mall:custom:audits';
    const call = describeCall({
      method: 'GET',
      path: '/sys/example',
      summary: '示例',
      input: noInput,
      output: noInput,
      // @ts-expect-error — a descriptor takes only catalogue permissions
      perm: 'sys:exmaple:list',
    });
    expect([ok, misspelt, call.perm]).toEqual([
      'mall:custom:audit',
      'mall:custom:audits',
      'sys:exmaple:list',
    ]);
  });
});
