import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum that isolated modules cannot read). */
const ARGON2ID = 2 as Options['algorithm'];

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane): about 20–30 ms
 * per hash on this 2-core machine, so a login stays fast while offline guessing stays costly.
 */
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
