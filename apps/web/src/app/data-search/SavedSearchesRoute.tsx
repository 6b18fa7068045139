import { SavedSearchesPage } from '../../features/saved-searches/index.ts';
import { savedSearchHref } from './saved-search-links.ts';

/** /search/conditions: the saved searches, each running on the search page. */
export function SavedSearchesRoute() {
  return <SavedSearchesPage runHref={savedSearchHref} />;
}
