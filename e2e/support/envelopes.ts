import type { Page, Response } from 'playwright-core';

/** One API answer seen by the page: its HTTP status and the envelope's code. */
export interface Envelope {
  url: string;
  status: number;
  /** null: no JSON body to read (the browser dropped it as the page moved on, or bytes) */
  code: number | null;
  /** the envelope's message, or the reason the body could not be read: names a failure in the assertion's diff */
  msg?: string;
}

/**
 * Collects the envelope of every answer whose URL `wanted` accepts, for a journey to assert at the
 * end that none failed: `failedEnvelopes(list)` should be empty. A body that cannot be read because
 * the page went on counts as null, not as a failure; any other unreadable body as code -1.
 */
export function collectEnvelopes(page: Page, wanted: (url: string) => boolean): Envelope[] {
  const answers: Envelope[] = [];
  page.on('response', (res: Response) => {
    if (!wanted(res.url())) return;
    void res
      .json()
      .then((body: { code: number; msg?: string }) =>
        answers.push({
          url: res.url(),
          status: res.status(),
          code: body.code,
          ...(body.code !== 200 ? { msg: String(body.msg) } : {}),
        }),
      )
      .catch((err: unknown) =>
        answers.push({
          url: res.url(),
          status: res.status(),
          code: /No resource with given identifier|No data found for resource|navigated away|body is unavailable|Target page|has been closed/i.test(
            String(err),
          )
            ? null
            : -1,
          msg: String(err).slice(0, 300),
        }),
      );
  });
  return answers;
}

/** The answers that were not HTTP 200 with envelope code 200. */
export const failedEnvelopes = (answers: readonly Envelope[]) =>
  answers.filter((a) => a.status !== 200 || (a.code !== null && a.code !== 200));
