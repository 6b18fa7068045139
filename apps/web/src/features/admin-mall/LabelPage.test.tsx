import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LabelRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton, tableRow } from '../../test/antd-queries.ts';
import { LabelPage } from './LabelPage.tsx';

const LIST = '/api/malldata/label';
const labels: LabelRow[] = [
  { shop_label_id: 7, label_name: '高新企业', orders: 1, product_count: 4 },
  { shop_label_id: 8, label_name: '新注册', orders: 2, product_count: 0 },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LabelPage (/malldata/label)', () => {
  it(
    'creates a label and deletes one after a confirmation that names its products',
    { timeout: 60_000 },
    async () => {
      signIn(
        userInfo({
          sys_module_id: 0,
          authList: ['mall:label:list', 'mall:label:create', 'mall:label:update', 'mall:label:delete'],
        }),
      );
      const fetchMock = installFakeServer({
        [LIST]: (body) =>
          envelopeResponse(
            body ? { shop_label_id: 9, product_count: 0, ...(body as object) } : { list: labels, total: 2 },
          ),
        '/api/malldata/label/7': () => envelopeResponse({ ok: true, products: 4 }),
      });
      const actor = userEvent.setup();
      renderWithProviders(<LabelPage />);
      await screen.findByText('高新企业');

      await actor.click(screen.getByRole('button', { name: /新增标签/ }));
      const dialog = await findDialog('新增商品标签');
      await actor.click(within(dialog).getByLabelText('标签名称'));
      await actor.paste('专精特新');
      await actor.click(okButton(dialog));
      await waitFor(() =>
        expect(postedBodies(fetchMock, LIST).filter(Boolean)).toEqual([
          { label_name: '专精特新', orders: 0 },
        ]),
      );

      await actor.click(within(tableRow('高新企业')).getByRole('button', { name: /删\s*除/ }));
      expect(
        await screen.findByText('该标签正被 4 个数据产品使用，删除后将从这些产品上移除，确定删除吗？'),
      ).toBeInTheDocument();
      const confirm = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous')!;
      await actor.click(confirm);
      expect(await screen.findByText('删除成功，已从 4 个数据产品上移除')).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url.startsWith('/api/malldata/label/7') && init?.method === 'DELETE',
        ),
      ).toBe(true);
    },
  );
});
