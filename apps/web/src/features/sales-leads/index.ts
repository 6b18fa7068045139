export { LeadFollowPage } from './LeadFollowPage.tsx';
export { LabelsPage } from './LabelsPage.tsx';
export { CollectPage } from './CollectPage.tsx';
export { CollectLeadsButton } from './CollectLeadsButton.tsx';
export { LeadDeliverPage } from './LeadDeliverPage.tsx';
export { LeadApplyPage } from './LeadApplyPage.tsx';
