import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubjectProductRef, SubjectRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton, tableRow } from '../../test/antd-queries.ts';
import { SpecialSubjectPage } from './SpecialSubjectPage.tsx';

const LIST = '/api/malldata/specialsubject';
const PRODUCTS = '/api/malldata/specialsubject/products';

const products: SubjectProductRef[] = [
  { shop_product_id: 3, name: '广东省制造业企业名录（2026）', status: 1, price: '199.00' },
  { shop_product_id: 4, name: '江苏省制造业企业名录（2026）', status: 1, price: '299.00' },
  { shop_product_id: 5, name: '佛山市装备制造企业名录（2025）', status: 2, price: '99.00' },
];
const subject: SubjectRow = {
  special_subject_id: 7,
  title: '制造强省企业名录',
  intro: '制造业大省的企业名录',
  cover: 'ocean',
  status: 1,
  orders: 1,
  products: [products[0]!, products[2]!],
  created_at: '2026-11-22T01:00:00.000Z',
  updated_at: '2026-11-22T02:00:00.000Z',
};
const hidden: SubjectRow = {
  ...subject,
  special_subject_id: 8,
  title: '隐藏的专题',
  status: 0,
  products: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SpecialSubjectPage (/malldata/specialsubject)', () => {
  it('lists subjects with their products and state', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:subject:list'] }));
    installFakeServer({ [LIST]: () => envelopeResponse({ list: [subject, hidden], total: 2 }) });
    renderWithProviders(<SpecialSubjectPage />);
    const first = within(await waitFor(() => tableRow('制造强省企业名录')));
    expect(first.getByText('2 个产品')).toBeInTheDocument();
    expect(first.getByText('佛山市装备制造企业名录（2025）（已下架）')).toBeInTheDocument();
    expect(first.getByText('显示').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(first.getByText('2026-11-22 10:00')).toBeInTheDocument();
    expect(within(tableRow('隐藏的专题')).getByText('隐藏')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增专题/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it(
    'creates a subject with products picked by search, in the picked order',
    { timeout: 90_000 },
    async () => {
      signIn(
        userInfo({
          sys_module_id: 0,
          authList: [
            'mall:subject:list',
            'mall:subject:create',
            'mall:subject:update',
            'mall:subject:delete',
          ],
        }),
      );
      const fetchMock = installFakeServer({
        [LIST]: (body) =>
          envelopeResponse(
            body
              ? { ...subject, special_subject_id: 9, ...(body as object), products: [] }
              : { list: [subject], total: 1 },
          ),
        [PRODUCTS]: () => envelopeResponse(products),
      });
      const actor = userEvent.setup();
      renderWithProviders(<SpecialSubjectPage />);
      await screen.findByText('制造强省企业名录');

      await actor.click(screen.getByRole('button', { name: /新增专题/ }));
      const dialog = await findDialog('新增专题');
      // the title is required (the server's message)
      await actor.click(okButton(dialog));
      expect(await within(dialog).findByText('请输入专题名称')).toBeInTheDocument();

      await actor.click(within(dialog).getByLabelText('专题名称'));
      await actor.paste('长三角制造业');
      await actor.click(within(dialog).getByLabelText('专题介绍'));
      await actor.paste('江浙沪的制造业企业');
      await actor.click(within(dialog).getByText('森绿'));

      const picker = within(dialog).getByLabelText('专题产品');
      await actor.click(picker);
      await actor.type(picker, '江苏');
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => url.startsWith(`${PRODUCTS}?keyword=`))).toBe(true),
      );
      await actor.click(await screen.findByTitle('江苏省制造业企业名录（2026）'));
      await actor.click(await screen.findByTitle('广东省制造业企业名录（2026）'));

      await actor.click(okButton(dialog));
      await waitFor(() =>
        expect(postedBodies(fetchMock, LIST).filter(Boolean)).toEqual([
          {
            title: '长三角制造业',
            intro: '江浙沪的制造业企业',
            cover: 'forest',
            status: 1,
            orders: 0,
            product_ids: [4, 3],
          },
        ]),
      );
    },
  );

  it('deletes a subject after a confirmation naming it', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:subject:list', 'mall:subject:delete'] }));
    const fetchMock = installFakeServer({
      [LIST]: () => envelopeResponse({ list: [subject], total: 1 }),
      '/api/malldata/specialsubject/7': () => envelopeResponse({ ok: true }),
    });
    const actor = userEvent.setup();
    renderWithProviders(<SpecialSubjectPage />);
    await screen.findByText('制造强省企业名录');
    await actor.click(within(tableRow('制造强省企业名录')).getByRole('button', { name: /删\s*除/ }));
    expect(
      await screen.findByText('确定删除专题「制造强省企业名录」吗？专题中的产品不受影响。'),
    ).toBeInTheDocument();
    await actor.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous')!);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url.startsWith('/api/malldata/specialsubject/7') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
