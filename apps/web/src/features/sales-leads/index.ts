export { LeadFollowPage } from './LeadFollowPage.tsx';
export { CollectLeadsButton } from './CollectLeadsButton.tsx';
