import type { Page, Request } from 'playwright-core';
import { appStarted } from './browser.ts';
import { seriousViolations, type AxeViolation, type ScanScope } from './axe.ts';
import { collectEnvelopes, failedEnvelopes } from './envelopes.ts';

/** axe's findings per address (or dialog), shared by the walkers: each is scanned once. */
export class ScanCache {
  private readonly scans = new Map<string, Promise<AxeViolation[]>>();
  /** time spent in axe */
  ms = 0;

  /** The findings for `key`, scanning with `run` the first time (`ran`: this call scanned). */
  get(key: string, run: () => Promise<AxeViolation[]>): { found: Promise<AxeViolation[]>; ran: boolean } {
    const known = this.scans.get(key);
    if (known) return { found: known, ran: false };
    const started = Date.now();
    const found = run().finally(() => (this.ms += Date.now() - started));
    this.scans.set(key, found);
    return { found, ran: true };
  }

  /** Every scan's findings (a scan that failed counts as none: its task reports the failure). */
  async entries(): Promise<[string, AxeViolation[]][]> {
    const all: [string, AxeViolation[]][] = [];
    for (const [key, found] of this.scans) all.push([key, await found.catch(() => [])]);
    return all;
  }

  get size(): number {
    return this.scans.size;
  }
}

/**
 * One browser tab walking the app on its own origin (http://127.0.0.1:port or http://localhost:port:
 * two origins keep two sessions apart in one browser), noting what goes wrong on the way: page
 * errors, console errors and failed API answers.
 */
export class PageWalker {
  private readonly errors: string[] = [];
  private readonly envelopes;
  private readonly inFlight = new Set<Request>();
  /** pages opened and the time it took them to settle */
  opened = 0;
  openMs = 0;
  /** pages whose opening changed nothing for 5 s (each such open costs the walk 5 s) */
  unchanged = 0;

  constructor(
    readonly page: Page,
    readonly origin: string,
    private readonly cache: ScanCache,
  ) {
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.errors.push(msg.text());
    });
    page.on('pageerror', (err) => this.errors.push(err.message));
    this.envelopes = collectEnvelopes(page, (url) => new URL(url).pathname.startsWith('/api/'));
    page.on('request', (r) => this.inFlight.add(r));
    page.on('requestfinished', (r) => this.inFlight.delete(r));
    page.on('requestfailed', (r) => this.inFlight.delete(r));
  }

  /**
   * Waits until the page asks for nothing more, shows no spinner or skeleton and nothing moves (a
   * colour half-way through a transition is no colour to measure contrast on).
   */
  async settled(): Promise<void> {
    for (;;) {
      await this.page.waitForFunction(
        () =>
          !document.querySelector(
            '.ant-spin-spinning:not([hidden] *), .ant-skeleton-active:not([hidden] *)',
          ) &&
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      );
      if (this.inFlight.size === 0) {
        // a frame later: an answer that just arrived may have started the next call
        await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
        if (this.inFlight.size === 0) return;
      }
      await Promise.race([...this.inFlight].map((r) => r.response().catch(() => null)));
    }
  }

  /**
   * Opens `address` through the router, as a menu link does, without reloading the app. The router
   * renders in a transition, a little later: the page counts as opened once the DOM has changed (a
   * new page, or its loading state), and then it settles.
   */
  async open(address: string): Promise<void> {
    const started = Date.now();
    const waitedOut = await this.page.evaluate(async (to) => {
      if (location.pathname === to) return false;
      const rendered = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        // a tab already open is shown by lifting its `hidden`: an attribute change is a render too
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      // a page that changes nothing is judged as it is after 5 s
      return Promise.race([
        rendered.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), 5_000)),
      ]);
    }, address);
    if (waitedOut) this.unchanged++;
    await this.settled();
    this.opened++;
    this.openMs += Date.now() - started;
  }

  /** Signs out whoever is signed in here (storage and cookies) and loads `address` afresh. */
  async freshVisit(address: string): Promise<void> {
    if (this.page.url().startsWith(this.origin))
      await this.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await this.page.context().clearCookies({ domain: new URL(this.origin).hostname });
    await this.page.goto(`${this.origin}${address}`);
    await appStarted(this.page);
  }

  /** The path of the page shown. */
  shown(): string {
    return new URL(this.page.url()).pathname;
  }

  /**
   * axe on what the page shows now, once per `key` across the walkers (an address, or a dialog:
   * then `scope.include` names the dialog alone, the page under it has its own scan; `scope.exclude`
   * parts already scanned). Kept-alive pages of other tabs are hidden: neither shown nor scanned.
   * The findings come back named after the key; `ran` tells whether this call scanned.
   */
  async scan(key: string, scope: ScanScope = {}): Promise<{ problems: string[]; ran: boolean }> {
    const { found, ran } = this.cache.get(key, () =>
      seriousViolations(this.page, {
        ...scope,
        exclude: ['[data-testid="kept-page"][hidden]', ...(scope.exclude ?? [])],
      }),
    );
    const problems = (await found).map((v) => `${key} axe ${v.impact} ${v.rule}: ${v.target} — ${v.summary}`);
    return { problems, ran };
  }

  /** A mark to read errors from (see errorsSince). */
  mark(): { errors: number; envelopes: number } {
    return { errors: this.errors.length, envelopes: this.envelopes.length };
  }

  /** Page errors, console errors and failed API answers since `mark`, named after `where`. */
  errorsSince(where: string, mark: { errors: number; envelopes: number }): string[] {
    return [
      ...this.errors.slice(mark.errors).map((e) => `${where} page error: ${e.slice(0, 300)}`),
      ...failedEnvelopes(this.envelopes.slice(mark.envelopes)).map(
        (e) => `${where} failed answer ${e.status}/${e.code} ${new URL(e.url).pathname}: ${e.msg ?? ''}`,
      ),
    ];
  }
}
