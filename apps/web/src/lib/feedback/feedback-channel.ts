import type { Feedback, FeedbackApis } from './feedback-types.ts';

type Call = (apis: FeedbackApis) => void;

/**
 * The app's side of the feedback host: calls go straight through once antd's instances are here,
 * and wait in order until then (the first call asks for the host).
 */
export class FeedbackChannel {
  private apis: FeedbackApis | null = null;
  private waiting: Call[] = [];

  /** `request` mounts the host (it is called again on every call that has to wait). */
  constructor(private readonly request: () => void) {}

  readonly attach = (apis: FeedbackApis): void => {
    this.apis = apis;
    const calls = this.waiting;
    this.waiting = [];
    for (const call of calls) call(apis);
  };

  private send(call: Call): void {
    if (this.apis) call(this.apis);
    else {
      this.waiting.push(call);
      this.request();
    }
  }

  private forward<K extends keyof Feedback>(kind: K): Feedback[K] {
    // every method of antd's instance, whichever the caller names
    return new Proxy({} as Feedback[K], {
      get:
        (_target, method: string) =>
        (...args: unknown[]) =>
          this.send((apis) => {
            const api = apis[kind] as unknown as Record<string, (...a: unknown[]) => unknown>;
            api[method]!(...args);
          }),
    });
  }

  readonly feedback: Feedback = {
    message: this.forward('message'),
    modal: this.forward('modal'),
    notification: this.forward('notification'),
  };
}
