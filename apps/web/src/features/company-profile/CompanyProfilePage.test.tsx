import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { companyHeader, profileCounts, PROFILE_API } from '../../test/profile-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CompanyProfilePage } from './CompanyProfilePage.tsx';

/**
 * IntersectionObserver under test control: `reveal(section)` tells the page that section came into
 * view (jsdom lays nothing out, so nothing is ever in view by itself).
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.elements.length = 0;
  }
  takeRecords() {
    return [];
  }
}
function reveal(section: string) {
  for (const observer of FakeObserver.all) {
    const target = observer.elements.find((el) => (el as HTMLElement).dataset.section === section);
    if (target) {
      const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry;
      observer['callback']([entry], observer as unknown as IntersectionObserver);
    }
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const HEADER = `${PROFILE_API}/getBaseInfo/42`;
const SHAREHOLDERS = `${PROFILE_API}/getShareholders/42`;
const PEOPLE = `${PROFILE_API}/getPeople/42`;
const RISKS = `${PROFILE_API}/getRisks/42`;
const CONTACTS = `${PROFILE_API}/getContacts/42`;

const routes = [
  { path: '/data/details/:id', element: <CompanyProfilePage /> },
  { path: '/data/person/:id', element: <p>人员页面</p> },
  { path: '/data/stock/:id', element: <p>股权穿透页面</p> },
];

/** The addresses (with query) the page asked for, in order. */
const calls = (fetchMock: ReturnType<typeof installFakeServer>) =>
  fetchMock.mock.calls.map(([input]) => input.replace('/api', ''));

function holder(i: number) {
  return {
    holder_kind: 'P' as const,
    holder_id: 100 + i,
    holder_name: `股东${i}`,
    ratio_ppm: 10_000,
    subscribed: 50_000,
    subscribed_date: '2020-01-01',
  };
}

describe('CompanyProfilePage (/data/details/{id})', () => {
  it('shows the header: name, status, tags, code with copy, the legal representative linking to the person, capital, contacts', async () => {
    installFakeServer({
      [HEADER]: () => envelopeResponse(companyHeader({ counts: profileCounts({ contacts: 3 }) })),
    });
    const { router } = renderRoutes(routes, { route: '/data/details/42' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '深圳华瑞科技有限公司' }),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('存续').closest('.ant-tag')).toHaveAttribute('data-tone', 'green');
    expect(within(header).getByText('高新技术企业')).toBeInTheDocument();
    expect(within(header).getByText('小微企业')).toBeInTheDocument();
    expect(within(header).getByText('91440300MA5DCNLX2Q')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(within(header).getByText('500万人民币')).toBeInTheDocument();
    expect(within(header).getByText('2015-06-18')).toBeInTheDocument();
    expect(within(header).getByText('0755-26881234')).toBeInTheDocument();
    expect(within(header).getByText('深圳华瑞网络有限公司')).toBeInTheDocument();
    expect(within(header).getByText('www.hrkj.com.cn').closest('a')).toHaveAttribute(
      'href',
      'http://www.hrkj.com.cn',
    );
    expect(within(header).queryByText('当前角色无权查看联系方式')).not.toBeInTheDocument();
    expect(within(header).getByText('股权穿透').closest('a')).toHaveAttribute('href', '/data/stock/42');
    expect(within(header).getByText('企业地图').closest('a')).toHaveAttribute('href', '/data/map/42');

    fireEvent.click(within(header).getByRole('link', { name: '林晓峰' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/person/7'));
  });

  it('shows masked contacts with the hint to a role without the contact permission, and disables the map without a point', async () => {
    installFakeServer({
      [HEADER]: () =>
        envelopeResponse(
          companyHeader({
            contact_visible: false,
            tel: '0755-****1234',
            mobile: '138****5678',
            email: 'l***@hrkj.com.cn',
            has_map: false,
            legal_person: null,
            legal_person_name: '某某',
            counts: profileCounts({ contacts: 3 }),
          }),
        ),
      [CONTACTS]: () =>
        envelopeResponse({
          list: [{ kind: 'mobile', value: '138****5678', source: '企业年报', year: 2025 }],
          total: 1,
          contact_visible: false,
        }),
    });
    renderRoutes(routes, { route: '/data/details/42' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('138****5678')).toBeInTheDocument();
    expect(within(header).getByText('当前角色无权查看联系方式')).toBeInTheDocument();
    // a legal representative who is not a person of the registry is plain text
    expect(within(header).getByText('某某').closest('a')).toBeNull();
    expect(within(header).getByText('企业地图').closest('button')).toBeDisabled();

    fireEvent.click(within(header).getByText('全部联系方式（3）'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('企业年报')).toBeInTheDocument();
    expect(within(dialog).getAllByText('当前角色无权查看联系方式').length).toBeGreaterThan(0);
  });

  it('fetches a section only once it is seen or chosen; sections the counts say are empty never ask', async () => {
    const fetchMock = installFakeServer({
      [HEADER]: () =>
        envelopeResponse(
          companyHeader({ counts: profileCounts({ shareholders: 1, people: 1, changes: 0 }) }),
        ),
      [SHAREHOLDERS]: () => envelopeResponse({ list: [holder(1)], total: 1 }),
      [PEOPLE]: () =>
        envelopeResponse({
          list: [
            {
              person_id: 7,
              name: '林晓峰',
              positions: '执行董事、总经理',
              is_legal: true,
              since: '2015-06-18',
              company_count: 3,
            },
          ],
          total: 1,
        }),
    });
    renderRoutes(routes, { route: '/data/details/42' });
    await screen.findByRole('heading', { level: 1 });
    // the navigation carries each section's count
    const nav = screen.getByRole('navigation', { name: '企业信息板块' });
    expect(within(nav).getByText('股东信息').parentElement).toHaveTextContent('股东信息1');
    expect(within(nav).getByText('变更记录').parentElement).toHaveTextContent('变更记录0');
    // empty sections say so at once
    expect(screen.getByText('暂无变更记录')).toBeInTheDocument();
    expect(screen.getByText('暂无知识产权信息')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['/admin/Detail/getBaseInfo/42']);

    reveal('shareholders');
    expect(await screen.findByText('股东1')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([
      '/admin/Detail/getBaseInfo/42',
      '/admin/Detail/getShareholders/42?page=1&limit=10',
    ]);

    // chosen in the strip: loads without waiting to be seen
    fireEvent.click(within(nav).getByText('主要人员'));
    expect(await screen.findByText('执行董事、总经理')).toBeInTheDocument();
    expect(calls(fetchMock)).toHaveLength(3);
  });

  it('pages the shareholders on the server by ten; a person holder opens the person page, a company its profile, an organisation is text', async () => {
    const pageOne = [
      holder(1),
      {
        ...holder(2),
        holder_kind: 'C' as const,
        holder_id: 9,
        holder_name: '华瑞控股集团有限公司',
        ratio_ppm: 510_000,
      },
      { ...holder(3), holder_kind: 'O' as const, holder_id: null, holder_name: '深圳市国资委' },
      ...Array.from({ length: 7 }, (_, i) => holder(i + 4)),
    ];
    let asked = 0;
    const fetchMock = installFakeServer({
      [HEADER]: () => envelopeResponse(companyHeader({ counts: profileCounts({ shareholders: 12 }) })),
      [SHAREHOLDERS]: () =>
        envelopeResponse({ list: asked++ === 0 ? pageOne : [holder(11), holder(12)], total: 12 }),
    });
    renderRoutes(routes, { route: '/data/details/42' });
    await screen.findByRole('heading', { level: 1 });
    reveal('shareholders');
    const table = await screen.findByRole('table', { name: '股东信息' });
    await within(table).findByText('股东1');
    expect(within(table).getByText('股东1').closest('a')).toHaveAttribute('href', '/data/person/101');
    expect(within(table).getByText('华瑞控股集团有限公司').closest('a')).toHaveAttribute(
      'href',
      '/data/details/9',
    );
    expect(within(table).getByText('深圳市国资委').closest('a')).toBeNull();
    expect(within(table).getByText('51%')).toBeInTheDocument();
    expect(within(table).getAllByText('5万人民币')).toHaveLength(10);
    expect(screen.getByText('共 12 条')).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('2'));
    expect(await within(table).findByText('股东12')).toBeInTheDocument();
    expect(calls(fetchMock).at(-1)).toBe('/admin/Detail/getShareholders/42?page=2&limit=10');
    // the row numbers go on across pages
    expect(within(table).getByText('股东12').closest('tr')).toHaveTextContent(/^12/);
  });

  it('shows each risk kind as a sub-tab with its count, kinds without rows disabled, and loads the kind chosen', async () => {
    const counts = profileCounts();
    counts.risks = { ...counts.risks, case: 2, executed: 1 };
    const fetchMock = installFakeServer({
      [HEADER]: () => envelopeResponse(companyHeader({ counts })),
      [RISKS]: () =>
        envelopeResponse({
          list: [
            {
              kind: 'case',
              risk_date: '2025-12-01',
              title: '金融借款合同纠纷',
              doc_no: '（2025）粤0305民初123号',
              role: '被告',
              authority: '深圳市南山区人民法院',
              amount: 1_250_000,
              detail: null,
            },
          ],
          total: 2,
        }),
    });
    renderRoutes(routes, { route: '/data/details/42' });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: '企业信息板块' });
    expect(within(nav).getByText('司法风险').parentElement).toHaveTextContent('司法风险3');
    expect(screen.getByText('暂无经营风险信息')).toBeInTheDocument();

    reveal('judicial');
    expect(await screen.findByText('金融借款合同纠纷')).toBeInTheDocument();
    expect(calls(fetchMock).at(-1)).toBe('/admin/Detail/getRisks/42?kind=case&page=1&limit=10');
    expect(screen.getByText('125万元')).toBeInTheDocument();
    // a column empty on every row is left out
    expect(screen.queryByText('详情')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '裁判文书 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '失信被执行人 0' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('tab', { name: '被执行人 1' }));
    await waitFor(() =>
      expect(calls(fetchMock).at(-1)).toBe('/admin/Detail/getRisks/42?kind=executed&page=1&limit=10'),
    );
  });

  it('answers an unknown id with a not-found page, and a malformed id without asking the server', async () => {
    const fetchMock = installFakeServer({
      [`${PROFILE_API}/getBaseInfo/999`]: () => envelopeResponse(null, 404, '企业不存在或已被移除'),
    });
    const first = renderRoutes(routes, { route: '/data/details/999' });
    expect(await screen.findByText('企业不存在或已被移除')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    first.unmount();

    renderRoutes(routes, { route: '/data/details/abc' });
    expect(await screen.findByText('企业不存在或已被移除')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['/admin/Detail/getBaseInfo/999']);
  });

  it('shows a failed header load with a retry', async () => {
    let fail = true;
    installFakeServer({
      [HEADER]: () =>
        fail ? envelopeResponse(null, 500, '服务器开小差了') : envelopeResponse(companyHeader()),
    });
    renderRoutes(routes, { route: '/data/details/42' });
    expect(await screen.findByText('企业信息加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务器开小差了')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '深圳华瑞科技有限公司' }),
    ).toBeInTheDocument();
  });
});
