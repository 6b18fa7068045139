import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID, type FirstScreenAnswer } from '@qishu/contract';
import {
  envelopeResponse,
  installFakeServer,
  postedBodies,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { byRecordCount, hotOnly } from './mall-sections.ts';
import { preciseConditionsQuery } from '../../lib/queries/precise.ts';
import { prefetchFirstScreen } from './mall-prefetch.ts';
import { shopProductsQuery } from './shop-api.ts';

const hotPage = productPage([product({ shop_product_id: 7, name: '热门七号' })]);
const qualityPage = productPage([product({ shop_product_id: 9, name: '优质九号' })]);

/** The element the server writes into a landing page (apps/server/src/http/first-screen.ts). */
function embed(answers: FirstScreenAnswer[] | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ID;
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(element);
}

function server() {
  return installFakeServer({
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [SHOP_PRODUCTS_URL]: (body) =>
      envelopeResponse((body as { is_hot?: number }).is_hot ? hotPage : qualityPage),
  });
}

afterEach(() => document.getElementById(FIRST_SCREEN_DATA_ID)?.remove());

describe('the first screen of /mall and /popular', () => {
  it('takes the answers the page carries: nothing is asked, the lists find them under their keys', () => {
    const fetchMock = server();
    embed([
      { read: { call: 'siteInfo' }, data: siteInfo },
      { read: { call: 'shopProducts', input: { ...hotOnly, page: 1, pagesize: 6 } }, data: hotPage },
      {
        read: { call: 'shopProducts', input: { ...byRecordCount, page: 3, pagesize: 5 } },
        data: qualityPage,
      },
    ]);
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: '/mall', search: '?qpage=3' });
    expect(fetchMock).not.toHaveBeenCalled();
    // the keys ProductList uses ({...filters, page, pagesize})
    const hotKey = shopProductsQuery({ ...hotOnly, page: 1, pagesize: 6 }).queryKey;
    const qualityKey = shopProductsQuery({ ...byRecordCount, page: 3, pagesize: 5 }).queryKey;
    expect(client.getQueryData(hotKey)).toEqual(hotPage);
    expect(client.getQueryData(qualityKey)).toEqual(qualityPage);
    expect(client.getQueryData([SITE_INFO_PATH.replace(/^\/api/, '')])).toEqual(siteInfo);
    // read once: a later boot of the page does not find them again
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
  });

  it('asks for what the page does not carry (an answer for another page of the list is not used)', async () => {
    const fetchMock = server();
    embed([
      {
        read: { call: 'shopProducts', input: { ...byRecordCount, page: 1, pagesize: 5 } },
        data: qualityPage,
      },
    ]);
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: '/mall', search: '?qpage=2' });
    await Promise.resolve();
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([
      { ...hotOnly, page: 1, pagesize: 6 },
      { ...byRecordCount, page: 2, pagesize: 5 },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith(SITE_INFO_PATH))).toBe(true);
  });

  it('a broken element is ignored and /popular asks for its page', async () => {
    const fetchMock = server();
    embed('{not json');
    prefetchFirstScreen(new QueryClient(), { pathname: '/popular', search: '?page=4' });
    await Promise.resolve();
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([{ ...hotOnly, page: 4, pagesize: 10 }]);
  });

  it('/custom?tab=precise takes the wizard’s option groups the page carries, under the wizard’s key', () => {
    const fetchMock = server();
    const groups = { groups: [{ field: 'reg_status', title: '经营状态', multiple: true, values: [] }] };
    embed([
      { read: { call: 'siteInfo' }, data: siteInfo },
      { read: { call: 'preciseConditions' }, data: groups },
    ]);
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: '/custom', search: '?tab=precise' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(preciseConditionsQuery().queryKey)).toEqual(groups);
  });
});
