import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { hashPassword, verifyPassword } from '../../src/services/auth/password.ts';
import { createIdentityApp, DEMO_PASSWORD, type IdentityApp } from './helpers.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};

/** Login latency (median of 20): argon2id verify alone and the whole userLogin through inject. */
describe.each(testDialects)('login latency on %s', (dialect) => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await createIdentityApp(dialect);
  });
  afterAll(() => t.close());

  it('argon2 verify and userLogin stay well under the interactive budget', async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    const verify: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
      verify.push(performance.now() - t0);
    }
    const login: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/base/userLogin',
        payload: { username: '13900000005', password: DEMO_PASSWORD },
      });
      login.push(performance.now() - t0);
      expect(res.json()).toMatchObject({ code: 200 });
    }
    const result = {
      argon2VerifyMedianMs: +median(verify).toFixed(1),
      userLoginMedianMs: +median(login).toFixed(1),
    };
    console.log(`login latency on ${dialect} (median of 20): ${JSON.stringify(result)}`);
    expect(result.userLoginMedianMs).toBeLessThan(1000);
  });
});
