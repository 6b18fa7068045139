import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { DevToolsGuard } from './DevToolsGuard.tsx';

function pressF12(target: Element): boolean {
  return fireEvent.keyDown(target, { key: 'F12' });
}

describe('DevToolsGuard', () => {
  it('blocks F12 and the context menu outside inputs on a public host', () => {
    const { container } = render(
      <div>
        <DevToolsGuard host="qishu.example.com" />
        <p>正文</p>
        <input aria-label="输入框" />
      </div>,
    );
    const text = container.querySelector('p')!;
    const input = container.querySelector('input')!;
    expect(pressF12(text)).toBe(false);
    expect(fireEvent.contextMenu(text)).toBe(false);
    expect(pressF12(input)).toBe(true);
    expect(fireEvent.contextMenu(input)).toBe(true);
  });

  it('leaves localhost alone', () => {
    const { container } = render(
      <div>
        <DevToolsGuard host="localhost" />
        <p>正文</p>
      </div>,
    );
    expect(pressF12(container.querySelector('p')!)).toBe(true);
  });
});
