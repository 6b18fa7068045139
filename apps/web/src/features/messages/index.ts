export { MessageCentre } from './MessageCentre.tsx';
export { SysMsgPage } from './SysMsgPage.tsx';
