import { Messages } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../shared/errors.ts';

/** True when a text anywhere in `value` (an object's keys included) holds U+0000. */
export function holdsNul(value: unknown): boolean {
  // a stack, not recursion: a 1 MB JSON body may nest far deeper than the call stack allows
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\0')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * Refuses U+0000 in the path parameters, query string and body of every call, raw routes included,
 * before the call reads them (issue 18 point 1): PostgreSQL cannot hold it in text (`invalid byte
 * sequence for encoding "UTF8": 0x00` was an HTTP 500) and no field of ours means it. The answer is
 * the envelope with code 400 and nothing is changed. Multipart uploads read their parts in the
 * handler; their file names are cleaned of control characters there.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(nul ? badRequest(Messages.nulCharacter) : undefined);
  });
}
