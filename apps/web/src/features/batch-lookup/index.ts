export { BatchLookupPage } from './BatchLookupPage.tsx';
export { BatchLookupTexts } from './texts.ts';
