import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackChannel } from './feedback-channel.ts';
import type { FeedbackApis } from './feedback-types.ts';
import { FeedbackProvider, useFeedback } from './index.ts';

function fakeApis(log: string[]): FeedbackApis {
  const api = (kind: string) =>
    new Proxy({}, { get: (_t, method) => (text: string) => log.push(`${kind}.${String(method)}:${text}`) });
  return { message: api('message'), modal: api('modal'), notification: api('notification') } as never;
}

describe('FeedbackChannel', () => {
  it('holds calls in order until antd is here, asks for it, then passes calls straight through', () => {
    const request = vi.fn();
    const channel = new FeedbackChannel(request);
    const log: string[] = [];
    channel.feedback.message.success('已保存');
    channel.feedback.modal.confirm({ title: '删除？' } as never);
    channel.feedback.notification.error({ message: '失败' } as never);
    expect(request).toHaveBeenCalledTimes(3);
    expect(log).toEqual([]);

    channel.attach(fakeApis(log));
    expect(log).toEqual([
      'message.success:已保存',
      'modal.confirm:[object Object]',
      'notification.error:[object Object]',
    ]);
    channel.feedback.message.error('出错了');
    expect(log.at(-1)).toBe('message.error:出错了');
    expect(request).toHaveBeenCalledTimes(3);
  });
});

function SaveButton() {
  const { message } = useFeedback();
  return (
    <button type="button" onClick={() => message.success('保存成功')}>
      保存
    </button>
  );
}

describe('FeedbackProvider', () => {
  it("keeps antd's App root (its class and base text style) and shows a toast called before the host loaded", async () => {
    const { container } = render(
      <ConfigProvider>
        <FeedbackProvider>
          <SaveButton />
        </FeedbackProvider>
      </ConfigProvider>,
    );
    expect(container.querySelector('.ant-app')).toContainElement(
      screen.getByRole('button', { name: '保存' }),
    );
    expect(document.querySelector('.ant-message')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-message')).not.toBeNull());
  });

  it('says which provider is missing rather than failing on undefined', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow('useFeedback needs a FeedbackProvider');
  });
});
