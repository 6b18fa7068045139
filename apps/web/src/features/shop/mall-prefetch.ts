import { hashKey, type QueryClient } from '@tanstack/react-query';
import {
  FIRST_SCREEN_DATA_ID,
  firstScreenReads,
  type FirstScreenAnswer,
  type FirstScreenRead,
} from '@qishu/contract';
import { siteInfoQuery } from '../../lib/site-info.ts';
import { takeJsonArray } from '../../lib/take-json-array.ts';
import { preciseConditionsQuery } from '../../lib/queries/precise.ts';
import { shopProductsQuery } from './shop-api.ts';

/** The cache key of one first-screen read (the key the page's lists and banner use). */
function keyOf(read: FirstScreenRead): readonly unknown[] {
  if (read.call === 'siteInfo') return siteInfoQuery().queryKey;
  if (read.call === 'preciseConditions') return preciseConditionsQuery().queryKey;
  return shopProductsQuery(read.input).queryKey;
}

function prefetch(client: QueryClient, read: FirstScreenRead): void {
  if (read.call === 'siteInfo') void client.prefetchQuery(siteInfoQuery());
  else if (read.call === 'preciseConditions') void client.prefetchQuery(preciseConditionsQuery());
  else void client.prefetchQuery(shopProductsQuery(read.input));
}

/**
 * The answers the server wrote into the page's HTML (http/first-screen.ts), read once: later
 * navigations ask the server as usual. An unreadable element is ignored (the reads are then made).
 */
function takeEmbeddedAnswers(): FirstScreenAnswer[] {
  return takeJsonArray(FIRST_SCREEN_DATA_ID) as FirstScreenAnswer[];
}

/**
 * Puts answers the server gave for the first screen of `location` into the cache, under the keys the
 * page's lists and banner read; answers to other reads are ignored. The reads left unanswered come
 * back.
 */
export function seedFirstScreen(
  client: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  answers: readonly FirstScreenAnswer[],
): FirstScreenRead[] {
  const given = new Map(answers.map((answer) => [hashKey(keyOf(answer.read)), answer.data]));
  return firstScreenReads(location.pathname, location.search).filter((read) => {
    const key = keyOf(read);
    const answer = given.get(hashKey(key));
    // the list checks a page against the contract when it reads it (shopProductsQuery's select)
    if (answer !== undefined) client.setQueryData(key, answer);
    return answer === undefined;
  });
}

/**
 * Fills the cache with the first screen of a shop landing page (/mall, /popular, /custom) while the page's
 * code is still loading: from the answers in the HTML where the server wrote them, otherwise by
 * asking now rather than after the page's code has run. The lists then find them in the cache.
 */
export function prefetchFirstScreen(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  for (const read of seedFirstScreen(client, location, takeEmbeddedAnswers())) prefetch(client, read);
}
