import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SaleLabelMessages as LM, SaleLabelPaths as LP, type SaleLabelRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { LabelsPage } from './LabelsPage.tsx';
import { api, fastUser, SLOW } from './test-fixtures.ts';

const ALL = ['sale:label:list', 'sale:label:create', 'sale:label:update', 'sale:label:delete'];

function saleLabel(over: Partial<SaleLabelRow> = {}): SaleLabelRow {
  return {
    label_id: 1,
    name: '重点客户',
    color: 'red',
    lead_count: 1234,
    created_at: '2026-11-20 09:05:00',
    ...over,
  };
}
const LABELS = [saleLabel(), saleLabel({ label_id: 2, name: '已报价', color: 'green', lead_count: 0 })];

/** The calls made to `path` with `method`. */
const callsTo = (fetchMock: ReturnType<typeof installFakeServer>, path: string, method: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input.split('?')[0] === path && init?.method === method);

function serve(labels: SaleLabelRow[] = LABELS) {
  return installFakeServer({
    [api(LP.list)]: () => envelopeResponse(labels),
    [api(LP.create)]: () => envelopeResponse({ message: LM.created, label_id: 3 }),
    [api('/sale/label/1')]: () => envelopeResponse({ message: LM.deleted(1234) }),
    [api('/sale/label/2')]: () => envelopeResponse({ message: LM.updated }),
  });
}

describe('企业标签 (/sale/entlabel)', SLOW, () => {
  it('lists the labels: the tag in its colour, the colour’s name, the lead count linking to those leads', async () => {
    serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    const tag = await screen.findByText('重点客户');
    expect(tag.closest('.ant-tag')).toHaveClass('ant-tag-red');
    const row = tag.closest('tr')!;
    expect(within(row).getByText('红')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-20 09:05')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查看带「重点客户」标签的 1,234 条线索' })).toHaveAttribute(
      'href',
      '/sale/follow?label_id=1',
    );
    const unused = screen.getByText('已报价').closest('tr')!;
    expect(within(unused).getByText('0')).toBeInTheDocument();
    expect(within(unused).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建标签/ })).toBeInTheDocument();
  });

  it('creates a label: name and colour (chosen by click or arrow keys) are posted, the envelope’s message shown', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    const user = fastUser();
    await screen.findByText('重点客户');
    await user.click(screen.getByRole('button', { name: /新建标签/ }));
    const dialog = await findDialog('新建标签');
    // the name is required
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(LM.nameRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, api(LP.create), 'POST')).toEqual([]);

    await pasteInto(user, within(dialog).getByLabelText('标签名称'), ' 华东大客户 ');
    const colours = within(dialog).getByRole('radiogroup', { name: '标签颜色' });
    // blue is the default; a click picks another, and the arrow keys move on from it
    expect(within(colours).getByRole('radio', { name: '蓝' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(colours).getByRole('radio', { name: '绿' }));
    expect(within(colours).getByRole('radio', { name: '绿' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(within(colours).getByRole('radio', { name: '绿' }), { key: 'ArrowRight' });
    const lime = within(colours).getByRole('radio', { name: '青柠' });
    expect(lime).toHaveAttribute('aria-checked', 'true');
    expect(lime).toHaveFocus();
    expect(within(colours).getByRole('radio', { name: '绿' })).toHaveAttribute('tabindex', '-1');

    const listCalls = callsTo(fetchMock, api(LP.list), 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(LP.create))).toEqual([{ name: '华东大客户', color: 'lime' }]),
    );
    expect(await screen.findByText(LM.created)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, api(LP.list), 'GET').length).toBeGreaterThan(listCalls));
  });

  it('edits a label: the dialog holds its name and colour, the change is put to its address', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '编辑标签：已报价' }));
    const dialog = await findDialog('编辑标签');
    const name = within(dialog).getByLabelText('标签名称');
    expect(name).toHaveValue('已报价');
    expect(within(dialog).getByRole('radio', { name: '绿' })).toHaveAttribute('aria-checked', 'true');
    await user.clear(name);
    await pasteInto(user, name, '已发报价');
    await user.click(within(dialog).getByRole('radio', { name: '金' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, api('/sale/label/2'), 'PUT')).toHaveLength(1));
    expect(postedBodies(fetchMock, api('/sale/label/2'))).toEqual([{ name: '已发报价', color: 'gold' }]);
    expect(await screen.findByText(LM.updated)).toBeInTheDocument();
  });

  it('deletes a label after a confirmation that says how many leads carry it', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '删除标签：重点客户' }));
    const question = await screen.findByText(
      '「重点客户」已用于 1,234 条线索，删除后将从这些线索上移除。确定删除吗？',
    );
    expect(callsTo(fetchMock, api('/sale/label/1'), 'DELETE')).toEqual([]);
    const popup = question.closest<HTMLElement>('.ant-popover')!;
    await user.click(within(popup).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, api('/sale/label/1'), 'DELETE')).toHaveLength(1));
    expect(await screen.findByText(LM.deleted(1234))).toBeInTheDocument();
  });

  it('shows only the buttons the role allows, and says so without the list permission', async () => {
    serve();
    signIn(userInfo({ authList: ['sale:label:list'] }));
    const { unmount } = renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    await screen.findByText('重点客户');
    expect(screen.queryByRole('button', { name: /新建标签/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编辑标签/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除标签/ })).not.toBeInTheDocument();
    unmount();

    signIn(userInfo({ authList: [] }));
    renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    expect(await screen.findByText('当前角色无权查看企业标签')).toBeInTheDocument();
  });

  it('says what to do when there is no label yet', async () => {
    serve([]);
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LabelsPage />, { route: '/sale/entlabel' });
    expect(await screen.findByText('还没有企业标签，点击「新建标签」创建第一个')).toBeInTheDocument();
  });
});
