import '@testing-library/jest-dom/vitest';
import React from 'react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { speedUpComputedStyle } from './computed-style-speed.ts';

// Pages load lazily and antd renders slowly in jsdom when test files run in parallel.
// On a busy 2-core CI machine a lazy page can take several seconds to appear: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the browser APIs below; antd (responsive grid, Menu overflow, Tabs) calls them.

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ResizeObserverStub,
  });
}

speedUpComputedStyle();

// jsdom cannot style pseudo-elements (antd's modal measures the scrollbar with one); answer with the element's style.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// jsdom prints "Not implemented: window.scrollTo"; tests that care spy on it.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: vi.fn() });

afterEach(() => {
  cleanup();
  // the web project shares one module graph per worker: no stubbed fetch outlives its test
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// React 19's development build captures an Error (a 10-frame stack) for every element it creates,
// for owner stacks in its warnings, until 10,000 were made since the last render. In jsdom that
// capture was the largest single cost of the component tests (createElement's self time: 4.1 of
// 52 s in a profile of the tab strip's tests). Held over the limit, React uses its shared "unknown
// owner" stack instead: its warnings still name the component, only without the owner stack.
{
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number }>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => 1e9,
      set: () => {},
    });
  }
}
