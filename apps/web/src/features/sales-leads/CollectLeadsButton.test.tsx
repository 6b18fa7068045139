import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LeadMessages as M, LeadPaths as P, UsrCatePaths, type UsrCate } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { chooseOption } from '../../test/user-actions.ts';
import { readUserInfo } from '../../lib/session/index.ts';
import { CollectLeadsButton } from './CollectLeadsButton.tsx';
import { api, fastUser, groupRow, SLOW } from './test-fixtures.ts';

/** The caller's own subgroup 重点客户 (林晓峰's, 3 leads). */
const group = (over: Partial<UsrCate>) =>
  groupRow({ level: 2, user_name: '林晓峰', label_number: 3, child_count: 0, ...over });

describe('收录为线索 (CollectLeadsButton)', SLOW, () => {
  it('collects the shown companies into one of the caller’s own groups and says how many merged', async () => {
    const fetchMock = installFakeServer({
      [api(UsrCatePaths.org)]: () =>
        envelopeResponse({
          list: [group({ id: 1 }), group({ id: 2, name: '同事的分组', user_id: 8 })],
          total: 2,
        }),
      [api(P.collect)]: () =>
        envelopeResponse({ message: M.collected(2, 1), added: 2, merged: 1, number_rest: 97 }),
    });
    signIn(userInfo({ authList: ['sale:collect:create', 'config:category:list'], number_rest: 100 }));
    renderWithProviders(<CollectLeadsButton companyIds={[501, 502, 503]} source="seek" />);
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: /收录为线索/ }));
    const dialog = await findDialog('收录为销售线索');
    expect(within(dialog).getByText(/将这 3 家企业收录/)).toBeInTheDocument();
    await chooseOption(user, dialog, '放入分组', '重点客户');
    expect(screen.queryByText('同事的分组')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /收\s*录/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.collect))).toEqual([
        { company_ids: [501, 502, 503], source: 'seek', cate_id: 1 },
      ]),
    );
    expect(await screen.findByText(M.collected(2, 1))).toBeInTheDocument();
    // the header's capacity badge reads the stored user
    expect(readUserInfo()?.number_rest).toBe(97);
  });

  it('collects a whole search: its first rows in its order, with the search’s conditions', async () => {
    const fetchMock = installFakeServer({
      [api(UsrCatePaths.org)]: () => envelopeResponse({ list: [group({ id: 1 })], total: 1 }),
      [api(P.collectSearch)]: () =>
        envelopeResponse({ message: M.collected(500, 0), added: 500, merged: 0, number_rest: null }),
    });
    signIn(userInfo({ authList: ['sale:collect:create', 'config:category:list'] }));
    renderWithProviders(
      <CollectLeadsButton
        companyIds={[501, 502]}
        source="seek"
        search={{ condition: { keyword: '科技', statuses: ['存续'], sort: 'capital_desc' }, total: 25_000 }}
      />,
    );
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: /收录为线索/ }));
    const dialog = await findDialog('收录为销售线索');
    await user.click(within(dialog).getByRole('radio', { name: /整个查询结果（共 25,000 家）/ }));
    const rows = within(dialog).getByRole('spinbutton', { name: '收录前多少家' });
    expect(rows).toHaveValue('10000');
    await user.clear(rows);
    await user.type(rows, '500');
    await user.click(within(dialog).getByRole('button', { name: /收\s*录/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.collectSearch))).toEqual([
        { keyword: '科技', statuses: ['存续'], sort: 'capital_desc', rows: 500 },
      ]),
    );
    expect(postedBodies(fetchMock, api(P.collect))).toEqual([]);
  });

  it('is not offered without sale:collect:create', () => {
    installFakeServer({});
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<CollectLeadsButton companyIds={[501]} source="seek" />);
    expect(screen.queryByRole('button', { name: /收录为线索/ })).not.toBeInTheDocument();
  });
});
