import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export interface BrowserSession {
  browser: BrowserContext;
  page: Page;
  /** console errors and page errors seen so far (CSP violations show up here) */
  errors: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** The browsers open now: a failed test photographs their pages (support/failure-shots.ts). */
export const openContexts = new Set<BrowserContext>();

/** Debian's chromium, headless, with a fresh profile, no background networking (env/machines/node-svc.md) and reduced motion. */
export async function openBrowser(): Promise<BrowserSession> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // pages at rest: the app turns antd's animations off for reduced motion (AppProviders). A click
    // on a menu item still sliding in landed beside it on a loaded machine (shop-responsive, CI), and
    // every animation frame is CPU the journeys share with the other tests.
    reducedMotion: 'reduce',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openContexts.add(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  fs.mkdirSync(artifactsDir, { recursive: true });
  return {
    browser: context,
    page,
    errors,
    async screenshot(name) {
      const file = path.join(artifactsDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      openContexts.delete(context);
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A screenshot of a settled page (artifacts/<name>.png): scrolled to the top (else a sticky header is
 * drawn in the middle of a full-page picture) and no modal, mask or transition half-way (a looping
 * spinner may run). `fullPage` false: what the viewport shows (a phone's first screen).
 */
let settleCalls = 0;

export async function settledShot(page: Page, name: string, fullPage = true): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction((token) => {
    // A motion class (rc-motion's *-appear/enter/leave-active) marks an element about to move or
    // moving; one whose element has had no animation for a second is a motion whose end event
    // chromium 156 never sent (seen on a button's loading icon and antd's click ripple): not moving.
    const w = window as unknown as { __settle?: { token: number; start: number } };
    if (w.__settle?.token !== token) w.__settle = { token, start: performance.now() };
    const grace = performance.now() - w.__settle.start < 1000;
    const motions = document.querySelectorAll(
      '[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]',
    );
    const moving = Array.from(motions).some((el) => grace || el.getAnimations().length > 0);
    return (
      !moving &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
    );
  }, ++settleCalls);
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

export type { Browser, Page };

/**
 * Waits until the app has taken over a page the server drew (/mall, /popular: their first screen
 * arrives drawn in the HTML and the app hydrates it, apps/web/src/app/start.tsx). Until then the
 * picture answers no click (a click is held and made again after, apps/web/src/picture-clicks.ts).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root:not([data-picture])').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Counts, from before any script of the page runs, the nodes removed from #root itself: a page the
 * server drew that the app hydrates removes none; one the app draws afresh replaces the picture.
 * (A visitor who asks for reduced motion, as these journeys do, gets the page drawn again under
 * antd's motion provider after the hydration: the page is set to ask for none.) Read with
 * {@link pictureRemovals}.
 */
export async function watchPictureRemovals(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.addInitScript(() => {
    const w = window as unknown as { pictureRemoved: number };
    w.pictureRemoved = 0;
    new MutationObserver((records) => {
      for (const r of records)
        if ((r.target as Element).id === 'root') w.pictureRemoved += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
}

export function pictureRemovals(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { pictureRemoved: number }).pictureRemoved);
}
