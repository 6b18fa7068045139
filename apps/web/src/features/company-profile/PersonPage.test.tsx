import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { PROFILE_API } from '../../test/profile-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PersonPage } from './PersonPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/data/person/:id', element: <PersonPage /> },
  { path: '/data/details/:id', element: <p>企业页面</p> },
];

function company(i: number, over: Record<string, unknown> = {}) {
  return {
    company_id: 500 + i,
    name: `华瑞${i}号有限公司`,
    status: '存续',
    legal_person: '林晓峰',
    reg_capital: 10_000_000,
    reg_currency: '人民币',
    reg_date: '2016-01-01',
    province: '广东省',
    positions: '',
    is_legal: false,
    ratio_ppm: null,
    ...over,
  };
}

describe('PersonPage (/data/person/{id})', () => {
  it('shows the person’s counts and pages every company they hold or run, each linking to its profile', async () => {
    const fetchMock = installFakeServer({
      [`${PROFILE_API}/getPerson/7`]: () =>
        envelopeResponse({
          person_id: 7,
          name: '林晓峰',
          gender: 1,
          company_count: 12,
          legal_count: 2,
          holding_count: 9,
          position_count: 5,
        }),
      [`${PROFILE_API}/getPersonCompanies/7`]: () =>
        envelopeResponse({
          list: [
            company(1, { positions: '执行董事', is_legal: true, ratio_ppm: 600_000 }),
            company(2, { status: '注销', ratio_ppm: 250_000 }),
          ],
          total: 12,
        }),
    });
    const { router } = renderRoutes(routes, { route: '/data/person/7' });

    expect(await screen.findByRole('heading', { level: 1, name: '林晓峰' })).toBeInTheDocument();
    expect(screen.getByText('担任法定代表人 2 家')).toBeInTheDocument();
    expect(screen.getByText('任职 5 家')).toBeInTheDocument();
    expect(screen.getByText('投资 9 家')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '关联企业' });
    const first = (await within(table).findByText('华瑞1号有限公司')).closest('tr')!;
    expect(first).toHaveTextContent('法定代表人');
    expect(first).toHaveTextContent('执行董事');
    expect(first).toHaveTextContent('60%');
    expect(first).toHaveTextContent('1000万人民币');
    expect(within(table).getByText('注销').closest('.ant-tag')).toHaveAttribute('data-tone', 'red');
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/admin/Detail/getPersonCompanies/7?page=1&limit=10');

    fireEvent.click(within(table).getByText('华瑞2号有限公司'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/details/502'));
  });

  it('answers an unknown person with 人员不存在', async () => {
    installFakeServer({ [`${PROFILE_API}/getPerson/8`]: () => envelopeResponse(null, 404, '人员不存在') });
    renderRoutes(routes, { route: '/data/person/8' });
    expect(await screen.findByText('人员不存在')).toBeInTheDocument();
  });
});
