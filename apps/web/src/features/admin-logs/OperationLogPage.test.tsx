import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationLogDetail, OperationLogRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OperationLogPage } from './OperationLogPage.tsx';

const row: OperationLogRow = {
  operation_log_id: 42,
  created_at: '2026-11-22T02:05:00.000Z',
  sys_user_id: 1,
  operator: '超级管理员',
  operator_phone: '13800000000',
  action: 'update',
  entity: 'sys_param',
  entity_id: 'security.idle_lock_minutes',
  ip: '127.0.0.1',
};
const detail: OperationLogDetail = {
  ...row,
  before: { param_key: 'security.idle_lock_minutes', param_value: '60', name: '闲置锁屏时间（分钟）' },
  after: { param_key: 'security.idle_lock_minutes', param_value: '15', name: '闲置锁屏时间（分钟）' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OperationLogPage (/sys/adminlog)', () => {
  it(
    'opens the detail drawer with before/after side by side and the changed field highlighted',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['log:operation:list'] }));
      installFakeServer({
        '/api/sys/adminlog': () => envelopeResponse({ list: [row], total: 1 }),
        '/api/sys/adminlog/42': () => envelopeResponse(detail),
      });
      renderWithProviders(<OperationLogPage />);
      expect(await screen.findByText('超级管理员（13800000000）')).toBeInTheDocument();
      expect(screen.getByText('修改')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /详\s*情/ }));
      const drawer = await screen.findByRole('dialog');
      await waitFor(() => expect(within(drawer).getByText('param_value')).toBeInTheDocument());
      const changed = within(drawer).getByText('param_value').closest('tr')!;
      expect(changed.getAttribute('data-status')).toBe('changed');
      expect(within(changed).getByText('60')).toBeInTheDocument();
      expect(within(changed).getByText('15')).toBeInTheDocument();
      const same = within(drawer).getByText('name').closest('tr')!;
      expect(same.getAttribute('data-status')).toBe('same');
      // only the changed fields
      fireEvent.click(within(drawer).getByRole('switch', { name: '只看变化的字段' }));
      await waitFor(() => expect(within(drawer).queryByText('name')).not.toBeInTheDocument());
      expect(within(drawer).getByText('param_value')).toBeInTheDocument();
    },
  );

  it(
    'names the objects in Chinese and filters by them, the table name going to the server',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['log:operation:list'] }));
      const apply: OperationLogRow = {
        ...row,
        operation_log_id: 43,
        action: 'approve',
        entity: 'agent_label_apply',
        entity_id: '7',
      };
      const fetchMock = installFakeServer({
        '/api/sys/adminlog': () => envelopeResponse({ list: [row, apply], total: 2 }),
      });
      const listCalls = () =>
        fetchMock.mock.calls.map(([input]) => input).filter((u) => u.includes('/sys/adminlog'));
      renderWithProviders(<OperationLogPage />);
      expect(await screen.findByText('定制数据申请')).toBeInTheDocument();
      expect(screen.getByText('系统参数')).toBeInTheDocument();
      expect(screen.getByText('通过')).toBeInTheDocument();
      expect(screen.queryByText('agent_label_apply')).not.toBeInTheDocument();

      // the filter lists the objects by name; choosing one asks for its table
      const select = screen.getByLabelText('操作对象');
      fireEvent.mouseDown(select);
      fireEvent.change(select, { target: { value: '定制' } });
      fireEvent.click(await screen.findByTitle('定制数据申请'));
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => expect(listCalls().at(-1)).toContain('entity=agent_label_apply'));
    },
  );
});
