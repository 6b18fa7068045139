import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ParamRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { tableRow } from '../../test/antd-queries.ts';
import { ParamPage } from './ParamPage.tsx';

const builtIn: ParamRow = {
  param_key: 'security.idle_lock_minutes',
  param_value: '60',
  name: '闲置锁屏时间（分钟）',
  remark: '鼠标无移动超过该时长后锁屏',
  updated_at: '2026-11-22T02:00:00.000Z',
  protected: true,
  hint: '1–1440 之间的整数（分钟）',
};
const custom: ParamRow = {
  param_key: 'report.daily_limit',
  param_value: '20',
  name: '每日报告上限',
  remark: null,
  updated_at: '2026-11-22T02:00:00.000Z',
  protected: false,
  hint: null,
};

function serve() {
  const puts: unknown[] = [];
  const fetchMock = installFakeServer({
    '/api/sys/param': () => envelopeResponse({ list: [builtIn, custom], total: 2 }),
    '/api/sys/param/security.idle_lock_minutes': (body) => {
      puts.push(body);
      return envelopeResponse({ ...builtIn, param_value: (body as { param_value: string }).param_value });
    },
  });
  return { fetchMock, puts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ParamPage (/sys/param)', () => {
  it(
    'refuses a wrong value with the key rule in Chinese, then saves a good one',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['sys:param:list', 'sys:param:update'] }));
      const { puts } = serve();
      renderWithProviders(<ParamPage />);
      await screen.findByText('闲置锁屏时间（分钟）');
      // built-in keys cannot be deleted; custom ones can
      expect(
        within(tableRow('闲置锁屏时间（分钟）')).getByRole('button', { name: /删\s*除/ }),
      ).toBeDisabled();
      expect(within(tableRow('每日报告上限')).getByRole('button', { name: /删\s*除/ })).toBeEnabled();

      fireEvent.click(within(tableRow('闲置锁屏时间（分钟）')).getByRole('button', { name: /编\s*辑/ }));
      const dialog = await findDialog('编辑参数');
      expect(within(dialog).getByLabelText('参数键')).toBeDisabled();
      expect(within(dialog).getByLabelText('参数名称')).toBeDisabled();
      expect(within(dialog).getByText('1–1440 之间的整数（分钟）')).toBeInTheDocument();
      const value = within(dialog).getByLabelText('参数值');
      await waitFor(() => expect(value).toHaveValue('60'));

      fireEvent.change(value, { target: { value: 'abc' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await within(dialog).findByText('闲置锁屏时间须为 1–1440 之间的整数')).toBeInTheDocument();
      expect(puts).toHaveLength(0);

      fireEvent.change(value, { target: { value: '15' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(puts).toEqual([{ param_value: '15' }]));
      expect(await screen.findByText('保存成功')).toBeInTheDocument();
    },
  );

  it(
    'shows every value as a person reads it, the stored text in full on hover',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['sys:param:list'] }));
      const tiers: ParamRow = {
        ...builtIn,
        param_key: 'precise.price_tiers',
        param_value: '[{"upTo":1000,"li":100},{"upTo":null,"li":15}]',
        name: '精准导出阶梯单价（厘/条）',
      };
      const devtools: ParamRow = {
        ...builtIn,
        param_key: 'security.devtools_exempt',
        param_value: '{"agents":[1],"drights":[],"departments":[],"hosts":["127.0.0.1","localhost"]}',
        name: '开发者工具限制豁免',
      };
      const flag: ParamRow = {
        ...custom,
        param_key: 'report.enabled',
        param_value: 'true',
        name: '日报开关',
      };
      installFakeServer({
        '/api/sys/param': () =>
          envelopeResponse({ list: [builtIn, tiers, devtools, custom, flag], total: 5 }),
      });
      renderWithProviders(<ParamPage />);
      await screen.findByText('闲置锁屏时间（分钟）');

      const valueOf = (key: string) => screen.getByTestId(`param-value-${key}`);
      expect(valueOf('security.idle_lock_minutes')).toHaveTextContent(/^60 分钟（1 小时）$/);
      expect(valueOf('precise.price_tiers')).toHaveTextContent('1,000 条以内：0.1 元/条');
      expect(valueOf('precise.price_tiers')).toHaveTextContent('1,001 条及以上：0.015 元/条');
      // an object as labelled values, its lists as tags, an empty list as 无
      const dev = valueOf('security.devtools_exempt');
      expect(within(dev).getByText('域名：')).toBeInTheDocument();
      expect(within(dev).getByText('localhost').closest('.ant-tag')).not.toBeNull();
      expect(within(dev).getByText('数据权限 ID：').nextElementSibling).toHaveTextContent('无');
      expect(valueOf('report.daily_limit')).toHaveTextContent(/^20$/);
      expect(valueOf('report.enabled')).toHaveTextContent(/^是$/);
      // no raw JSON in the list: the stored text is one hover away
      expect(screen.queryByText(/"upTo"/)).not.toBeInTheDocument();
      fireEvent.mouseEnter(valueOf('precise.price_tiers'));
      expect(await screen.findByText('[{"upTo":1000,"li":100},{"upTo":null,"li":15}]')).toBeInTheDocument();
    },
  );

  it('hides the write buttons from a reader (the auditor)', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['sys:param:list'] }));
    serve();
    renderWithProviders(<ParamPage />);
    await screen.findByText('闲置锁屏时间（分钟）');
    expect(screen.queryByRole('button', { name: /新增参数/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
  });
});
