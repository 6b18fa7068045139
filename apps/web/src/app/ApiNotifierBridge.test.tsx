import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { api } from '../lib/api/index.ts';
import { envelopeResponse } from '../test/fake-server.ts';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiNotifierBridge', () => {
  it("shows the api client's errors as antd messages inside the app", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(null, 400, '手机号不能为空')),
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <p>内容</p>
      </AppProviders>,
    );

    await expect(api.post('/admin/base/mobileCode', { phone: '' })).rejects.toThrow('手机号不能为空');

    const toast = await screen.findByText('手机号不能为空');
    expect(toast.closest('.ant-message-notice')).not.toBeNull();
  });
});
