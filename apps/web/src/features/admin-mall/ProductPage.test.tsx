import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MallMessages, type ProductOptions, type ProductRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton } from '../../test/antd-queries.ts';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { ProductPage } from './ProductPage.tsx';

const LIST = '/api/malldata/dataproduct';
const OPTIONS = '/api/malldata/dataproduct/options';
const PREVIEW = '/api/malldata/dataproduct/preview';
const ONE = '/api/malldata/dataproduct/5';

const options: ProductOptions = {
  categories: [
    {
      shop_product_cate_id: 1,
      parent_id: 0,
      name: '行业数据',
      brief: '',
      orders: 1,
      product_count: 1,
      children: [
        { shop_product_cate_id: 2, parent_id: 1, name: '制造业', brief: '', orders: 1, product_count: 1 },
      ],
    },
  ],
  labels: [
    { shop_label_id: 7, label_name: '高新企业' },
    { shop_label_id: 8, label_name: '新注册' },
  ],
  regions: [
    {
      code: '330000',
      name: '浙江省',
      children: [{ code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }],
    },
  ],
  industries: [{ code: 'C', name: '制造业', children: [{ code: '13', name: '农副食品加工业' }] }],
};

const product: ProductRow = {
  shop_product_id: 5,
  shop_product_cate_id: 2,
  cate_name: '制造业',
  parent_cate_id: 1,
  parent_cate_name: '行业数据',
  name: '杭州制造业企业名录',
  gs_basic_counts: 1234,
  sys_area_name: '杭州市',
  industry: '制造业',
  year: '2026',
  source: '公开工商信息',
  ext: 'xlsx',
  size: '229KB',
  price: '199.00',
  status: 1,
  is_hot: 1,
  brief: '简介',
  labels: [{ shop_label_id: 7, label_name: '高新企业' }],
  filter: { regionCodes: ['330100'], industryCodes: ['C'], statuses: ['存续'], capitalMin: 100 },
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-21T02:00:00.000Z',
};

const allPerms = [
  'mall:product:list',
  'mall:product:create',
  'mall:product:update',
  'mall:product:delete',
  'mall:product:publish',
  'mall:product:withdraw',
];

function serve() {
  return installFakeServer({
    [LIST]: (body) =>
      envelopeResponse(body ? { ...product, shop_product_id: 6 } : { list: [product], total: 1 }),
    [OPTIONS]: () => envelopeResponse(options),
    [ONE]: (body) => envelopeResponse({ ...product, ...(body as object) }),
    [PREVIEW]: () =>
      envelopeResponse({
        count: 321,
        list: [
          {
            name: '杭州某某科技有限公司',
            ccode: '91330100MA0000001X',
            legal_person: '张三',
            reg_date: '2018-05-01',
            reg_amount: 500,
            status: '存续',
            address: '杭州市西湖区',
          },
        ],
      }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A large antd form: slow when the machine is busy. */
const SLOW = { timeout: 120_000 };

/** Replaces the text of `input` with `value`. */
async function fill(actor: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await actor.clear(input);
  await pasteInto(actor, input, value);
}

describe('ProductPage (/malldata/dataproduct)', () => {
  it('edits a product: the filter fields and the price in yuan go into the request body', SLOW, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: allPerms }));
    const fetchMock = serve();
    const actor = userEvent.setup();
    renderWithProviders(<ProductPage />);
    const row = (await screen.findByText('杭州制造业企业名录')).closest('tr')!;
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(within(row).getByText('已上架')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeEnabled());
    await actor.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await findDialog('编辑数据产品');
    await waitFor(() => expect(within(dialog).getByLabelText('产品名称')).toHaveValue('杭州制造业企业名录'));

    const price = within(dialog).getByLabelText('价格（元）');
    await fill(actor, price, '12.345');
    await actor.click(okButton(dialog));
    expect(await within(dialog).findByText(MallMessages.priceFormat)).toBeInTheDocument();
    expect(postedBodies(fetchMock, ONE)).toHaveLength(0);

    await fill(actor, price, '299.9');
    await fill(actor, within(dialog).getByLabelText('最高'), '5000');
    await chooseOption(actor, dialog, '企业类型', '股份有限公司');
    await actor.click(within(dialog).getByLabelText('有邮箱'));
    await actor.click(okButton(dialog));
    await waitFor(() => expect(postedBodies(fetchMock, ONE)).toHaveLength(1));
    expect(postedBodies(fetchMock, ONE)[0]).toEqual({
      name: '杭州制造业企业名录',
      shop_product_cate_id: 2,
      label_ids: [7],
      year: '2026',
      source: '公开工商信息',
      ext: 'xlsx',
      size: '229KB',
      price: '299.9',
      brief: '简介',
      is_hot: 1,
      filter: {
        regionCodes: ['330100'],
        industryCodes: ['C'],
        statuses: ['存续'],
        types: ['股份有限公司'],
        capitalMin: 100,
        capitalMax: 5000,
        hasEmail: true,
      },
    });
  });

  it('creates a product and previews its filter before saving', SLOW, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: allPerms }));
    const fetchMock = serve();
    const actor = userEvent.setup();
    renderWithProviders(<ProductPage />);
    await screen.findByText('杭州制造业企业名录');
    const create = screen.getByRole('button', { name: /新增产品/ });
    await waitFor(() => expect(create).toBeEnabled());
    await actor.click(create);
    const dialog = await findDialog('新增数据产品');

    await actor.click(okButton(dialog));
    expect(await within(dialog).findByText(MallMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MallMessages.cateNotLeaf)).toBeInTheDocument();

    await fill(actor, within(dialog).getByLabelText('产品名称'), '浙江存续企业');
    await chooseOption(actor, dialog, '商品分类', '制造业');
    await chooseOption(actor, dialog, '商品标签', '新注册');
    await fill(actor, within(dialog).getByLabelText('数据来源'), '公开工商信息');
    await fill(actor, within(dialog).getByLabelText('价格（元）'), '88');
    await chooseOption(actor, dialog, '经营状态', '在业');
    await fill(actor, within(dialog).getByLabelText('最低'), '10');

    await actor.click(within(dialog).getByRole('button', { name: /预\s*览/ }));
    const preview = await findDialog('筛选结果预览');
    expect(within(preview).getByText('符合条件的企业共 321 家，以下为前 10 家')).toBeInTheDocument();
    expect(within(preview).getByText('杭州某某科技有限公司')).toBeInTheDocument();
    expect(postedBodies(fetchMock, PREVIEW)).toEqual([{ filter: { statuses: ['在业'], capitalMin: 10 } }]);

    await actor.click(okButton(dialog));
    await waitFor(() => expect(postedBodies(fetchMock, LIST).filter(Boolean)).toHaveLength(1));
    expect(postedBodies(fetchMock, LIST).filter(Boolean)[0]).toMatchObject({
      name: '浙江存续企业',
      shop_product_cate_id: 2,
      label_ids: [8],
      price: '88',
      ext: 'xlsx',
      is_hot: 0,
      filter: { statuses: ['在业'], capitalMin: 10 },
    });
  });

  it('hides write buttons from a reader', SLOW, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:product:list'] }));
    serve();
    renderWithProviders(<ProductPage />);
    const row = (await screen.findByText('杭州制造业企业名录')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /下\s*架/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增产品/ })).toBeNull();
  });
});
