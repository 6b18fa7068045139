import { hashKey, type QueryClient } from '@tanstack/react-query';
import {
  FIRST_SCREEN_DATA_ID,
  firstScreenReads,
  type FirstScreenAnswer,
  type FirstScreenRead,
} from '@qishu/contract';
import { siteInfoQuery } from '../../lib/site-info.ts';
import { shopProductsQuery } from './shop-api.ts';

/** The cache key of one first-screen read (the key the page's lists and banner use). */
function keyOf(read: FirstScreenRead): readonly unknown[] {
  return read.call === 'siteInfo' ? siteInfoQuery().queryKey : shopProductsQuery(read.input).queryKey;
}

function prefetch(client: QueryClient, read: FirstScreenRead): void {
  if (read.call === 'siteInfo') void client.prefetchQuery(siteInfoQuery());
  else void client.prefetchQuery(shopProductsQuery(read.input));
}

/**
 * The answers the server wrote into the page's HTML (http/first-screen.ts), read once: later
 * navigations ask the server as usual. An unreadable element is ignored (the reads are then made).
 */
function takeEmbeddedAnswers(): FirstScreenAnswer[] {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return [];
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent || '[]');
    return Array.isArray(answers) ? (answers as FirstScreenAnswer[]) : [];
  } catch {
    return [];
  }
}

/**
 * Fills the cache with the first screen of a shop landing page (/mall, /popular) while the page's
 * code is still loading: from the answers in the HTML where the server wrote them, otherwise by
 * asking now rather than after the page's code has run. The lists then find them in the cache.
 */
export function prefetchFirstScreen(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const embedded = new Map(takeEmbeddedAnswers().map((answer) => [hashKey(keyOf(answer.read)), answer.data]));
  for (const read of firstScreenReads(location.pathname, location.search)) {
    const key = keyOf(read);
    const answer = embedded.get(hashKey(key));
    // the list checks a page against the contract when it reads it (shopProductsQuery's select)
    if (answer !== undefined) client.setQueryData(key, answer);
    else prefetch(client, read);
  }
}
