import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { BelowFirstScreen } from './BelowFirstScreen.tsx';

/** A stand-in IntersectionObserver: the test says when the placeholder comes near the screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  comeNear() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

describe('BelowFirstScreen', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    FakeObserver.last = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const section = (eager = false) => (
    <BelowFirstScreen eager={eager} minHeight={400}>
      <h2>全部数据</h2>
    </BelowFirstScreen>
  );

  it('holds a placeholder of the section’s size until it comes near the screen', async () => {
    const { container } = render(section());
    expect(screen.queryByRole('heading', { name: '全部数据' })).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('400px');
    await act(async () => FakeObserver.last!.comeNear());
    expect(screen.getByRole('heading', { name: '全部数据' })).toBeTruthy();
  });

  it('draws at once when the user already works in it', () => {
    render(section(true));
    expect(screen.getByRole('heading', { name: '全部数据' })).toBeTruthy();
  });

  it('draws once the loaded page has been idle, for a user who never scrolls', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0) as unknown as number);
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    render(section());
    await act(async () => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByRole('heading', { name: '全部数据' })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: '全部数据' })).toBeTruthy();
  });
});
