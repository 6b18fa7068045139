// In a module graph of its own (*.isolated): the server's renderer and the browser's share React's
// context objects, and a server render here would leave its values in them for the next file's app.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BadgePaths,
  byRecordCountFilter,
  hotProductsFilter,
  IdentityPaths,
  ShopCartPaths,
  type FirstScreenAnswer,
} from '@qishu/contract';
import { envelopeResponse, product, productPage, SITE_INFO_PATH, siteInfo } from '../test/fake-server.ts';
import { userInfo } from '../test/identity-fixtures.ts';
import { renderFirstScreen, renderSignedInScreen } from './first-screen-render.tsx';

const hot = productPage([product({ shop_product_id: 7, name: '热门七号', price: '1999.00', is_hot: 1 })]);
const quality = productPage([product({ shop_product_id: 9, name: '优质九号', price: '399.00' })], 23);

const mallAnswers = (qpage: number): FirstScreenAnswer[] => [
  { read: { call: 'siteInfo' }, data: siteInfo },
  { read: { call: 'shopProducts', input: { ...hotProductsFilter, page: 1, pagesize: 6 } }, data: hot },
  {
    read: { call: 'shopProducts', input: { ...byRecordCountFilter, page: qpage, pagesize: 5 } },
    data: quality,
  },
];

/** The HTML as a document, to ask it what a visitor would see. */
async function parse(drawing: Promise<string | null>): Promise<Document> {
  const html = await drawing;
  expect(html).not.toBeNull();
  return new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
}

describe("the server's picture of a shop landing page", () => {
  // drawn as on the server, where there is no window (the parsing below uses jsdom's document)
  beforeEach(() => vi.stubGlobal('window', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('/mall: the shop header with its login button, the banner and both lists drawn from the answers', async () => {
    const doc = await parse(renderFirstScreen('/mall', '?qpage=2', mallAnswers(2)));
    expect(doc.querySelector('header a[href="/mall"]')).not.toBeNull();
    expect(doc.querySelector('header button')?.textContent).toContain('登录');
    expect(doc.querySelector('h1')?.textContent).toBe('企业数据商城');
    const cards = [...doc.querySelectorAll('[data-testid="product-card"]')];
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['热门七号', '优质九号']);
    expect(cards[0]?.textContent).toContain('¥1,999.00');
    expect(cards[1]?.textContent).toContain('¥399.00');
    // nothing waits on a query that was answered: no list skeleton; the sections below the first
    // screen keep their room, as in the browser's first draw
    expect(doc.querySelector('[aria-busy="true"]')).toBeNull();
    // all of it in place: no part sent aside to be moved in by an inline script (which the page's
    // content security policy would refuse)
    expect(doc.querySelector('template, script')).toBeNull();
    expect(doc.querySelector('section[aria-labelledby="mall-list-title"]')).toBeNull();
    expect(doc.querySelectorAll('main div[aria-hidden="true"] .ant-skeleton')).toHaveLength(2);
  });

  it('/popular: the hot list of the page the address asks for', async () => {
    const answers: FirstScreenAnswer[] = [
      { read: { call: 'siteInfo' }, data: siteInfo },
      { read: { call: 'shopProducts', input: { ...hotProductsFilter, page: 3, pagesize: 10 } }, data: hot },
    ];
    const doc = await parse(renderFirstScreen('/popular', '?page=3', answers));
    expect(doc.querySelector('[data-testid="product-card"] h3')?.textContent).toBe('热门七号');
  });

  it('/custom: its two panels, the forms under the login overlay of a visitor', async () => {
    const doc = await parse(
      renderFirstScreen('/custom', '', [{ read: { call: 'siteInfo' }, data: siteInfo }]),
    );
    expect([...doc.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent?.trim())).toEqual([
      '个性化定制',
      '精准查询导出',
    ]);
    expect(doc.body.textContent).toContain('登录后即可提交定制需求或按条件导出企业数据');
    expect(doc.querySelector('[aria-busy="true"], template, script')).toBeNull();
  });

  it('draws nothing for another address, or when an answer the first screen needs is missing', async () => {
    expect(await renderFirstScreen('/custom', '', [])).toBeNull();
    expect(await renderFirstScreen('/manin/cart', '', mallAnswers(1))).toBeNull();
    // the answers are for page 1 of 高质量数据, the address asks for page 4
    expect(await renderFirstScreen('/mall', '?qpage=4', mallAnswers(1))).toBeNull();
    expect(await renderFirstScreen('/mall', '', mallAnswers(1).slice(1))).toBeNull();
  });
});

describe("the server's picture of a personal-centre page, for the signed-in shopper", () => {
  const shopper = userInfo({ sys_user_id: 23, usr_agent_id: 100, realname: '王购物', show_name: '王购物' });
  const cartItem = {
    ...product({ shop_product_id: 12, name: '购物车里的数据', price: '58.8' }),
    shop_cart_id: 4,
    added: '2026-11-20 10:05:00',
    sold_off: false,
    bought: false,
  };
  /** The server's in-process answers, by address; what the draw asked, in order. */
  const transportOf = (handlers: Record<string, () => Response>) => {
    const asked: string[] = [];
    const transport = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      asked.push(`${init?.method ?? 'GET'} ${path} ${new Headers(init?.headers).get('authorization')}`);
      return handlers[path]?.() ?? new Response('no handler', { status: 404 });
    }) as typeof fetch;
    return { transport, asked };
  };
  const shopAnswers = {
    [`/api${IdentityPaths.checkLogin}`]: () =>
      envelopeResponse({ userInfo: shopper, menuList: [], quickList: [] }),
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [`/api${BadgePaths.unreadCount}`]: () => envelopeResponse(2),
    [`/api${ShopCartPaths.getCartList}`]: () => envelopeResponse({ data: [cartItem], count: 1 }),
  };

  beforeEach(() => vi.stubGlobal('window', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('/manin/cart: answers the reads in rounds with the session token, and draws the cart with them', async () => {
    const { transport, asked } = transportOf(shopAnswers);
    const picture = await renderSignedInScreen('/manin/cart', '', 'tok-23', transport);
    expect(picture).not.toBeNull();
    const doc = new DOMParser().parseFromString(`<div id="root">${picture!.html}</div>`, 'text/html');
    expect(doc.querySelector('header')?.textContent).toContain('王购物');
    expect(doc.body.textContent).toContain('购物车里的数据');
    expect(doc.body.textContent).toContain('¥58.80');
    // 我的消息 carries the unread count
    expect(doc.querySelector('nav a[href="/manin/msg"]')?.textContent).toBe('我的消息2');
    expect(doc.querySelector('template, script')).toBeNull();
    // the session check first, every read with the shopper's token
    expect(asked[0]).toBe(`POST /api${IdentityPaths.checkLogin} tok-23`);
    expect(asked.every((line) => line.endsWith(' tok-23'))).toBe(true);
    expect(asked.some((line) => line.includes(ShopCartPaths.getCartList))).toBe(true);
    // the browser gets the session and the answers the picture was drawn from
    expect(picture!.cache.session.userInfo.sys_user_id).toBe(23);
    const keys = picture!.cache.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes(IdentityPaths.checkLogin))).toBe(true);
    expect(keys.some((key) => key.includes(ShopCartPaths.getCartList))).toBe(true);
    // nothing is left of the shopper in the process: the next visitor's draw is a visitor's
    expect(typeof localStorage === 'undefined' || localStorage.getItem('token') === null).toBe(true);
  });

  it('draws nothing when the session does not check out, when a read fails, or for another address', async () => {
    const ended = transportOf({
      ...shopAnswers,
      [`/api${IdentityPaths.checkLogin}`]: () => envelopeResponse(null, 401, '登录已失效'),
    });
    expect(await renderSignedInScreen('/manin/cart', '', 'tok-old', ended.transport)).toBeNull();
    const broken = transportOf({
      ...shopAnswers,
      [`/api${ShopCartPaths.getCartList}`]: () => new Response('boom', { status: 500 }),
    });
    expect(await renderSignedInScreen('/manin/cart', '', 'tok-23', broken.transport)).toBeNull();
    const unused = transportOf(shopAnswers);
    expect(await renderSignedInScreen('/mall', '', 'tok-23', unused.transport)).toBeNull();
    expect(await renderSignedInScreen('/manin', '', 'tok-23', unused.transport)).toBeNull();
    expect(unused.asked).toEqual([]);
  });

  it("a visitor's page drawn while a shopper's draw waits on a read is a visitor's: no name, the login button", async () => {
    let answerCart = () => {};
    const cartHeld = new Promise<void>((resolve) => (answerCart = resolve));
    const { transport } = transportOf(shopAnswers);
    const heldTransport = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(ShopCartPaths.getCartList)) await cartHeld;
      return transport(input, init);
    }) as typeof fetch;
    const shopper = renderSignedInScreen('/manin/cart', '', 'tok-23', heldTransport);
    // the shopper's session is checked and stored, the cart read is held
    await new Promise((resolve) => setTimeout(resolve, 200));
    const visitor = renderFirstScreen('/mall', '', mallAnswers(1));
    answerCart();
    const doc = await parse(visitor);
    expect(doc.querySelector('header')?.textContent).not.toContain('王购物');
    expect(doc.querySelector('header button')?.textContent).toContain('登录');
    expect((await shopper)!.html).toContain('王购物');
  });

  it('draws one page at a time: two shoppers at once each get their own page', async () => {
    const other = userInfo({ sys_user_id: 24, usr_agent_id: 100, realname: '李顾客', show_name: '李顾客' });
    const second = transportOf({
      ...shopAnswers,
      [`/api${IdentityPaths.checkLogin}`]: () =>
        envelopeResponse({ userInfo: other, menuList: [], quickList: [] }),
      [`/api${ShopCartPaths.getCartList}`]: () => envelopeResponse({ data: [], count: 0 }),
    });
    const [a, b] = await Promise.all([
      renderSignedInScreen('/manin/cart', '', 'tok-23', transportOf(shopAnswers).transport),
      renderSignedInScreen('/manin/cart', '', 'tok-24', second.transport),
    ]);
    expect(a!.html).toContain('王购物');
    expect(a!.html).not.toContain('李顾客');
    expect(b!.html).toContain('李顾客');
    expect(b!.html).not.toContain('购物车里的数据');
  });
});
