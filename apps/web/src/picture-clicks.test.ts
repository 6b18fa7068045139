import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPictureClicks } from './picture-clicks.ts';

const page = (label: string) =>
  `<header><a href="/popular">热门数据</a><button type="button"><span>${label}</span></button></header>` +
  `<main><div class="card"><h3>产品一</h3></div><div class="card"><h3>产品二</h3></div></main>`;

function pictured(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = page('登录');
  document.body.append(root);
  return root;
}

/** What React leaves on an element it has hydrated (the click waits for it). */
function markHydrated(root: HTMLElement) {
  for (const element of root.querySelectorAll('*')) Object.assign(element, { __reactFiber$test: {} });
}

/** The app's page in place of the picture, with handlers on its second card and its button. */
function takeOver(root: HTMLElement, label = '登录', hydrated = true) {
  const onCard = vi.fn();
  const onButton = vi.fn();
  root.innerHTML = page(label);
  if (hydrated) markHydrated(root);
  root.querySelectorAll('.card')[1]!.addEventListener('click', onCard);
  root.querySelector('button')!.addEventListener('click', onButton);
  return { onCard, onButton };
}

afterEach(() => document.body.replaceChildren());

describe('clicks on the server’s picture before the app has taken it over', () => {
  it('the last one is made again on the same element of the app’s page', () => {
    const root = pictured();
    const clicks = holdPictureClicks(root);
    root.querySelector('button span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    root.querySelectorAll('.card h3')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const app = takeOver(root);
    clicks.replay();
    expect(app.onCard).toHaveBeenCalledTimes(1);
    expect(app.onButton).not.toHaveBeenCalled();
    // held no longer: a later click is the app's alone
    root.querySelector('button')!.click();
    expect(app.onButton).toHaveBeenCalledTimes(1);
    expect(app.onCard).toHaveBeenCalledTimes(1);
  });

  it('waits for the element to be hydrated (React hydrates the page part by part)', () => {
    vi.useFakeTimers();
    try {
      const root = pictured();
      const clicks = holdPictureClicks(root);
      root.querySelectorAll('.card h3')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const app = takeOver(root, '登录', false);
      clicks.replay();
      vi.advanceTimersByTime(200);
      expect(app.onCard).not.toHaveBeenCalled();
      markHydrated(root);
      vi.advanceTimersByTime(50);
      expect(app.onCard).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is dropped when the element there is no longer the same (a signed-in header, say)', () => {
    const root = pictured();
    const clicks = holdPictureClicks(root);
    root.querySelector('button span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const app = takeOver(root, '王购物');
    clicks.replay();
    expect(app.onButton).not.toHaveBeenCalled();
  });

  it('leaves links alone: they work as links', () => {
    const root = pictured();
    holdPictureClicks(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const onButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')!.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(true);
  });
});
