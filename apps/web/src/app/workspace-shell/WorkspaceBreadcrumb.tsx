import { Breadcrumb } from 'antd';
import { WorkspaceTexts } from '../texts.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';

/** 首页 followed by the menu groups leading to the current page. */
export function WorkspaceBreadcrumb({ trail }: { trail: readonly WorkspaceMenuItem[] }) {
  const items = [{ title: WorkspaceTexts.home }, ...trail.map((item) => ({ title: item.name }))];
  return <Breadcrumb items={items} />;
}
