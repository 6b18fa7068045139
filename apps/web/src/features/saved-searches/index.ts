export { SavedSearchesPage } from './SavedSearchesPage.tsx';
export { SaveSearchButton } from './SaveSearchButton.tsx';
export { LatestSavedSearches } from './LatestSavedSearches.tsx';
export { latestSavedQuery } from './saved-search-api.ts';
export { SavedSearchTexts } from './texts.ts';
