// In a module graph of its own (*.isolated): the server's renderer and the browser's share React's
// context objects, and a server render here would leave its values in them for the next file's app.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byRecordCountFilter, hotProductsFilter, type FirstScreenAnswer } from '@qishu/contract';
import { product, productPage, siteInfo } from '../test/fake-server.ts';
import { renderFirstScreen } from './first-screen-render.tsx';

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
