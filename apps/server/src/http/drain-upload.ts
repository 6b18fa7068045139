import type { IncomingMessage } from 'node:http';

/** How much of a refused upload is read and thrown away before the answer, at most. */
export const DRAIN_LIMITS = { maxBytes: 64 * 1024 * 1024, maxMs: 15_000 } as const;

/**
 * Reads and discards the rest of a request body the server has refused (over BODY_LIMIT), so the
 * answer can follow it. Answering while the client still uploads and then closing made the kernel
 * reset the connection, and the client lost the answer with it (issue 18 point 7). Bounded: a body
 * past `maxBytes`, or one still arriving after `maxMs`, is answered anyway.
 */
export function drainUpload(raw: IncomingMessage, limits = DRAIN_LIMITS): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limits.maxBytes) finish();
    };
    const timer = setTimeout(finish, limits.maxMs);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
