import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_PRELOADS_ID } from '@qishu/contract/first-screen-markers';
import { preloadModules, takeAfterPaintPreloads } from './after-paint-preloads.ts';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the scripts a drawn page fetches after its first paint', () => {
  it('reads the list once, keeping only addresses', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = AFTER_PAINT_PRELOADS_ID;
    element.textContent = JSON.stringify(['/assets/a.js', 3, '/assets/b.js']);
    document.head.append(element);
    expect(takeAfterPaintPreloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(takeAfterPaintPreloads()).toEqual([]);
  });

  it('adds one modulepreload link per task, in order, so that no long task blocks a tap meanwhile', () => {
    vi.useFakeTimers();
    preloadModules(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(preloaded()).toEqual(['/assets/a.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.crossOrigin).toBe('');
  });
});
