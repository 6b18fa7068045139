import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PrecisePaths, type SearchConditionResponse } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PreciseTexts as T } from './texts.ts';
import { WizardPreview } from './WizardPreview.tsx';

const groups: SearchConditionResponse = {
  groups: [
    {
      field: 'search_range',
      title: '搜索范围',
      multiple: true,
      values: [{ value: '0|企业名称', label: '企业名称' }],
    },
    {
      field: 'reg_status',
      title: '经营状态',
      multiple: true,
      values: [
        { value: '0|存续', label: '存续' },
        { value: '1|注销', label: '注销' },
      ],
    },
  ],
} as SearchConditionResponse;

afterEach(() => vi.unstubAllGlobals());

/** The wizard a visitor sees under the login overlay: its steps and its conditions, none usable. */
describe('WizardPreview', () => {
  it('shows the four steps, the fixed fields and the server’s option groups; its buttons do nothing', async () => {
    installFakeServer({ [`/api${PrecisePaths.searchCondition}`]: () => envelopeResponse(groups) });
    renderWithProviders(<WizardPreview />);
    const steps = screen.getByRole('list');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(T.steps.map((title, i) => `${i + 1}${title}`));
    for (const text of [T.keyword, T.keywordPlaceholder, T.region, T.regionPlaceholder, T.industry])
      expect(screen.getByText(text)).toBeTruthy();
    // the option groups as the server gives them; 搜索范围 is the keyword's own row, not a group row
    expect(await screen.findByText('经营状态')).toBeTruthy();
    expect(screen.getByText('存续')).toBeTruthy();
    expect(screen.getByText('注销')).toBeTruthy();
    expect(screen.queryAllByText('搜索范围')).toHaveLength(1);
    for (const name of [T.reset, T.next])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    // no field of the real form is here: nothing to type into or choose from
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
  });
});
