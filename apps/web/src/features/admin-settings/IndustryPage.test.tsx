import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IndustryNode } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { IndustryPage } from './IndustryPage.tsx';

const tree: IndustryNode[] = [
  {
    code: 'I',
    name: '信息传输、软件和信息技术服务业',
    parent_code: null,
    level: 1,
    company_count: 12,
    children: [
      { code: '65', name: '软件和信息技术服务业', parent_code: 'I', level: 2, company_count: 12 },
      { code: '64', name: '互联网和相关服务', parent_code: 'I', level: 2, company_count: 0 },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('IndustryPage (/sys/industrycate)', () => {
  it('creates a child with the GB/T 4754 code rule checked first', { timeout: 60_000 }, async () => {
    signIn(
      userInfo({
        sys_module_id: 0,
        authList: ['sys:industry:list', 'sys:industry:create', 'sys:industry:delete'],
      }),
    );
    const fetchMock = installFakeServer({
      '/api/sys/industrycate': () => envelopeResponse(tree),
    });
    renderWithProviders(<IndustryPage />);
    const section = (await screen.findByText('信息传输、软件和信息技术服务业')).closest('tr')!;
    // a section with divisions cannot be deleted
    expect(within(section).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
    fireEvent.click(within(section).getByRole('button', { name: /新增下级/ }));
    const dialog = await findDialog('新增下级分类（上级 I 信息传输、软件和信息技术服务业）');
    fireEvent.change(within(dialog).getByLabelText('行业代码'), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByLabelText('行业名称'), { target: { value: '测试大类' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('大类代码须为 2 位数字')).toBeInTheDocument();
    expect(postedBodies(fetchMock, '/api/sys/industrycate').filter(Boolean)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('行业代码'), { target: { value: '66' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/sys/industrycate').filter(Boolean)).toEqual([
        { code: '66', name: '测试大类', parent_code: 'I' },
      ]),
    );
    // no 编辑 without sys:industry:update
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
  });
});
