import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetSpecialSubjectsResponse } from '@qishu/contract';
import { envelopeResponse, installFakeServer, product } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SpecialSubjects } from './SpecialSubjects.tsx';

const URL = '/api/api/ShopProduct/getSpecialSubjects';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SpecialSubjects (专题推荐 on /mall)', () => {
  it('shows each subject with its products; a click opens the product', { timeout: 30_000 }, async () => {
    const first = product({
      shop_product_id: 3,
      name: '广东省制造业企业名录（2026）',
      price: '199',
      is_hot: 1,
    });
    const second = product({
      shop_product_id: 4,
      name: '江苏省制造业企业名录（2026）',
      gs_basic_counts: 4321,
    });
    const answer: GetSpecialSubjectsResponse = {
      res: [
        {
          special_subject_id: 1,
          title: '制造强省企业名录',
          intro: '制造业大省的企业',
          cover: 'ocean',
          products: [first, second],
        },
        { special_subject_id: 2, title: '新成立企业获客', intro: '', cover: 'sunset', products: [second] },
      ],
    };
    installFakeServer({ [URL]: () => envelopeResponse(answer) });
    const onOpen = vi.fn();
    const actor = userEvent.setup();
    renderWithProviders(<SpecialSubjects onOpenProduct={onOpen} />);

    expect(await screen.findByRole('heading', { name: '专题推荐' })).toBeInTheDocument();
    expect(screen.getAllByTestId('subject-card')).toHaveLength(2);
    expect(screen.getByText('制造业大省的企业')).toBeInTheDocument();
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    expect(screen.getAllByText('4,321 条')).toHaveLength(2);

    await actor.click(screen.getByText('广东省制造业企业名录（2026）'));
    expect(onOpen).toHaveBeenCalledWith(first);
  });

  it('shows nothing when there is no subject', { timeout: 30_000 }, async () => {
    const fetchMock = installFakeServer({ [URL]: () => envelopeResponse({ res: [] }) });
    const { container } = renderWithProviders(<SpecialSubjects />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('专题推荐')).toBeNull();
  });
});
