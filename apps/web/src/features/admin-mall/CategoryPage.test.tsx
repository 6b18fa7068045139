import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MallMessages, type CategoryNode } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton, tableRow } from '../../test/antd-queries.ts';
import { CategoryPage } from './CategoryPage.tsx';

const LIST = '/api/malldata/category';
const tree: CategoryNode[] = [
  {
    shop_product_cate_id: 1,
    parent_id: 0,
    name: '行业数据',
    brief: '按行业划分的企业数据',
    orders: 1,
    product_count: 3,
    children: [
      {
        shop_product_cate_id: 2,
        parent_id: 1,
        name: '制造业',
        brief: '制造业专题',
        orders: 1,
        product_count: 3,
      },
      { shop_product_cate_id: 3, parent_id: 1, name: '服务业', brief: '', orders: 2, product_count: 0 },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SLOW = { timeout: 60_000 };

describe('CategoryPage (/malldata/category)', () => {
  it(
    'shows the two-level tree; deletes only empty leaves; adds a child with its topic text',
    SLOW,
    async () => {
      signIn(
        userInfo({
          sys_module_id: 0,
          authList: [
            'mall:category:list',
            'mall:category:create',
            'mall:category:update',
            'mall:category:delete',
          ],
        }),
      );
      const fetchMock = installFakeServer({
        [LIST]: (body) =>
          envelopeResponse(
            body
              ? { shop_product_cate_id: 9, product_count: 0, ...(body as object) }
              : { list: tree, total: tree.length },
          ),
        '/api/malldata/category/3': () => envelopeResponse({ ok: true }),
      });
      const actor = userEvent.setup();
      renderWithProviders(<CategoryPage />);
      await screen.findByText('制造业');
      expect(within(tableRow('行业数据')).getByText('一级')).toBeInTheDocument();
      expect(within(tableRow('制造业')).getByText('二级')).toBeInTheDocument();
      // with children or products: delete disabled; an empty leaf can go
      expect(within(tableRow('行业数据')).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
      expect(within(tableRow('制造业')).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
      expect(within(tableRow('服务业')).getByRole('button', { name: /删\s*除/ })).toBeEnabled();
      // children get no 新增子分类 (two levels only)
      expect(within(tableRow('制造业')).queryByRole('button', { name: /新增子分类/ })).toBeNull();

      await actor.click(within(tableRow('行业数据')).getByRole('button', { name: /新增子分类/ }));
      const dialog = await findDialog('新增「行业数据」的子分类');
      await actor.click(okButton(dialog));
      expect(await within(dialog).findByText(MallMessages.cateNameRequired)).toBeInTheDocument();

      await actor.click(within(dialog).getByLabelText('分类名称'));
      await actor.paste('批发零售');
      await actor.click(within(dialog).getByLabelText('专题介绍'));
      await actor.paste('批发和零售业企业专题');
      await actor.click(okButton(dialog));
      await waitFor(() => expect(postedBodies(fetchMock, LIST).filter(Boolean)).toHaveLength(1));
      expect(postedBodies(fetchMock, LIST).filter(Boolean)[0]).toEqual({
        parent_id: 1,
        name: '批发零售',
        brief: '批发和零售业企业专题',
        orders: 0,
      });
      expect(await screen.findByText('保存成功')).toBeInTheDocument();
    },
  );

  it('shows the error with a retry, and hides write buttons from a reader', SLOW, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:category:list'] }));
    let fail = true;
    installFakeServer({
      [LIST]: () =>
        fail ? envelopeResponse(null, 500, '服务器开小差了') : envelopeResponse({ list: tree, total: 1 }),
    });
    const actor = userEvent.setup();
    renderWithProviders(<CategoryPage />);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    await actor.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('制造业');
    expect(screen.queryByRole('button', { name: /新增一级分类/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });
});
