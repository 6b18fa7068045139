import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { homeTabAlias, tabTitle } from '@qishu/contract';
import { WorkspaceTexts } from '../texts.ts';
import { MenuIcon } from '../../lib/menu-icons.tsx';
import { ShellTexts } from './shell-texts.ts';
import { menuKey, menuPath, type WorkspaceMenuItem } from './workspace-menu.ts';

interface WorkspaceBreadcrumbProps {
  /** the menu chain of the current page */
  trail: readonly WorkspaceMenuItem[];
  /** the user's home tab, linked first */
  homePath: string;
}

/**
 * 首页 (a link to the home tab) followed by the menu chain of the current page, each with its menu
 * icon; items with a route (except the current page) are links, groups are plain text. On the home
 * page itself (at either of its addresses) only 首页 is shown.
 */
export function WorkspaceBreadcrumb({ trail, homePath }: WorkspaceBreadcrumbProps) {
  const { pathname } = useLocation();
  const onlyHome =
    trail.length === 1 && [homePath, homeTabAlias(homePath)].includes(menuPath(trail[0]!) ?? '');
  const chain = onlyHome ? [] : trail;
  // pages outside the menu that still have a title of their own (企业详情 and the other detail pages)
  const ownTitle =
    trail.length === 0 && pathname !== homePath ? tabTitle(pathname, '', { usr_agent_id: 0 }) : '';
  const items = [
    {
      key: 'home',
      title: (
        <Link to={homePath}>
          <HomeOutlined aria-hidden /> <span>{WorkspaceTexts.home}</span>
        </Link>
      ),
    },
    ...chain.map((item, i) => {
      const path = menuPath(item);
      const content = (
        <>
          <MenuIcon iconName={item.style} /> <span>{item.name}</span>
        </>
      );
      const last = i === chain.length - 1;
      return { key: menuKey(item), title: path && !last ? <Link to={path}>{content}</Link> : content };
    }),
    ...(ownTitle ? [{ key: 'page', title: <span>{ownTitle}</span> }] : []),
  ];
  return <Breadcrumb items={items} aria-label={ShellTexts.breadcrumbLabel} />;
}
