import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import {
  envelopeResponse,
  installFakeServer,
  SITE_INFO_PATH as SITE_INFO,
  siteInfo,
} from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DevToolsGuard } from './DevToolsGuard.tsx';

function pressF12(target: Element): boolean {
  return fireEvent.keyDown(target, { key: 'F12' });
}

afterEach(() => vi.unstubAllGlobals());

describe('DevToolsGuard', () => {
  it('blocks F12 and the context menu outside inputs on a public host', async () => {
    const fetchMock = installFakeServer({ [SITE_INFO]: () => envelopeResponse(siteInfo) });
    const { container } = renderWithProviders(
      <div>
        <DevToolsGuard host="qishu.example.com" />
        <p>正文</p>
        <input aria-label="输入框" />
      </div>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const text = container.querySelector('p')!;
    const input = container.querySelector('input')!;
    expect(pressF12(text)).toBe(false);
    expect(fireEvent.contextMenu(text)).toBe(false);
    expect(pressF12(input)).toBe(true);
    expect(fireEvent.contextMenu(input)).toBe(true);
  });

  it('leaves localhost alone', () => {
    installFakeServer({ [SITE_INFO]: () => envelopeResponse(siteInfo) });
    const { container } = renderWithProviders(
      <div>
        <DevToolsGuard host="localhost" />
        <p>正文</p>
      </div>,
    );
    expect(pressF12(container.querySelector('p')!)).toBe(true);
  });

  it('follows the hosts the operator lists in the back-office parameters', async () => {
    const configured = {
      ...siteInfo,
      client: {
        ...siteInfo.client,
        devtools_exempt: { ...siteInfo.client.devtools_exempt, hosts: ['ops.qishu.cn'] },
      },
    };
    installFakeServer({ [SITE_INFO]: () => envelopeResponse(configured) });
    const { container } = renderWithProviders(
      <div>
        <DevToolsGuard host="ops.qishu.cn" />
        <p>正文</p>
      </div>,
    );
    await waitFor(() => expect(pressF12(container.querySelector('p')!)).toBe(true));
  });
});
