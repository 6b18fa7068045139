import { createRequire } from 'node:module';
import type * as AntdModule from 'antd';
import type * as CssInJsModule from '@ant-design/cssinjs';
import type * as ReactModule from 'react';
import type { ComponentType, ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';
import { appTheme } from '../src/app/theme.ts';

/**
 * antd writes each component's CSS at run time (CSS-in-JS): the first render of a page builds style
 * objects, serialises them and inserts a <style> per component — on the shop's first page that was
 * the largest piece of script work after React itself. This plugin renders the shop's components
 * once at build time with the app's theme, and ships their CSS as one cached stylesheet
 * (assets/antd-[hash].css, linked first in <head> so the app's own CSS still wins). The sheet carries
 * antd's cache-path map (`.data-ant-cssinjs-cache-path`): at run time antd finds each of these
 * styles already present and skips building it. A component not rendered here styles itself at run
 * time as before: on a page the server drew (/mall, the personal centre), it shows unstyled in the
 * picture until then, and moves when its style arrives, so every component of those first screens
 * belongs here.
 */

const require = createRequire(import.meta.url);
type Antd = typeof AntdModule;

/**
 * The antd components of the shop's landing pages, which the server draws (/mall, /popular, /custom;
 * one of each is enough). Dialogs, selects, tables and date pickers are left out: they appear after
 * a click or below the first screen, and their CSS would only make this render-blocking sheet larger
 * (the browser parses all of it before the first paint) — they style themselves at run time as
 * before. The shop uses CSS grids, not antd's Row/Col (87 KB of CSS).
 */
function shopComponents(antd: Antd, h: typeof ReactModule.createElement): ReactNode[] {
  const { Layout, Button, Card, Tag, Skeleton, Spin, Pagination, Empty } = antd;
  const { Typography, Flex, Space, Steps } = antd;
  return [
    h(Layout, null, h(Layout.Header), h(Layout.Content), h(Layout.Footer), h(Layout.Sider)),
    h(Button, { type: 'primary' }, 'a'),
    h(Card, { title: 'a', cover: h('div') }, 'a'),
    h(Tag, null, 'a'),
    h(Tag, { color: 'volcano', variant: 'solid' }, 'a'),
    h(Skeleton, { active: true }),
    h(Skeleton.Input, { active: true }),
    h(Skeleton.Button, { active: true }),
    h(Skeleton.Avatar, { active: true }),
    h(Spin, null, h('div')),
    h(Pagination, { total: 50 }),
    h(Empty),
    h(Typography.Title, null, 'a'),
    h(Typography.Paragraph, { ellipsis: true }, 'a'),
    h(Typography.Text, { type: 'secondary' }, 'a'),
    h(Typography.Link, null, 'a'),
    h(Flex, null, 'a'),
    h(Space, null, 'a'),
    // /custom?tab=precise: the wizard's steps in its card (drawn by the server, styled before any script)
    h(Steps, { current: 0, items: [{ title: 'a' }, { title: 'b' }] }),
  ];
}

/**
 * The components of every other first screen the server draws or the app shows first: the personal
 * centre's (the avatar beside the name, the cart's and the messages' lists, the profile and password
 * forms), and the workspaces' forms. Their sheet is the landing pages' plus these, for every page
 * but /mall, /popular and /custom (vite-plugins/landing-pages.ts links the smaller one there).
 */
function otherComponents(antd: Antd, h: typeof ReactModule.createElement): ReactNode[] {
  const { Avatar, Button, List, Form, Input, Upload, Tooltip, Popconfirm, Space } = antd;
  const { Menu, Tabs, Dropdown, Badge, Result } = antd;
  const menuItems = [
    { key: 'a', label: 'a' },
    { key: 'b', label: 'b', children: [{ key: 'c', label: 'c' }] },
  ];
  return [
    // the workspaces' menus, tab bars, dropdowns and badges, and the personal centre's tabs (我的消息,
    // 我的数据); the shop's landing pages draw their own tabs and menus and no longer need these
    h(Menu, { mode: 'horizontal', items: menuItems }),
    h(Menu, { mode: 'inline', items: menuItems }),
    h(Tabs, { items: [{ key: 'a', label: 'a' }] }),
    h(Dropdown, { menu: { items: menuItems } }, h('span', null, 'a')),
    h(Badge, { count: 1 }),
    h(Result, { status: 'warning', title: 'a' }),
    // the personal centre's screens, which the server draws for the signed-in shopper: the avatar
    // beside the name, the cart's and the messages' lists, the profile and password forms
    h(Avatar, { size: 'large' }),
    h(List, { dataSource: ['a'], renderItem: (item: unknown) => h(List.Item, null, String(item)) }),
    h(Form, { layout: 'vertical' }, h(Form.Item, { label: 'a', name: 'a' }, h(Input))),
    h(Input.Password),
    // the SMS code field with its button on one line (the password change): unstyled, the button
    // stood under the field until the runtime styled it, a layout shift of 0.056 on a phone
    h(Space.Compact, { block: true }, h(Input), h(Button, null, 'a')),
    h(Upload, { showUploadList: false }, h(Button, null, 'a')),
    // a tooltip or a confirmation styles itself when its trigger is drawn, not when it opens: the
    // cart's 删除, the header's hints (their CSS built at run time was 10 KB of stylis work)
    h(Tooltip, { title: 'a' }, h('span', null, 'a')),
    h(Popconfirm, { title: 'a' }, h('span', null, 'a')),
  ];
}

/** The file names the two sheets are emitted under (before hashing), for landing-pages.ts to tell apart. */
export const ANTD_SHEET = 'antd.css';
export const ANTD_LANDING_SHEET = 'antd-landing.css';

/** The CSS of these components with the app's theme, as antd's server-side extraction gives it. */
export function renderAntdCss(components: typeof shopComponents): string {
  // the CommonJS builds: Node loads them as they are; they make the same styles as the ES builds
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as Antd;
  // antd's own copy of its CSS-in-JS runtime: the cache must be the one antd's components write to
  const cssinjs = createRequire(require.resolve('antd'))('@ant-design/cssinjs') as typeof CssInJsModule;
  const cache = cssinjs.createCache();
  const h = React.createElement;
  const StyleProvider = cssinjs.StyleProvider as ComponentType<{ cache: unknown; children?: ReactNode }>;
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(antd.ConfigProvider, { theme: appTheme }, h(antd.App, null, ...components(antd, h))),
    ),
  );
  // the component styles and the theme's CSS variables (named once for the app: theme.ts `cssVar`)
  return cssinjs.extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
}

export function antdStaticCss(): Plugin {
  let fileName = '';
  return {
    name: 'qishu:antd-static-css',
    apply: 'build',
    // before vite's own HTML step, which asks transformIndexHtml below for the tags
    generateBundle: {
      order: 'pre',
      handler() {
        const all = (antd: Antd, h: typeof ReactModule.createElement) => [
          ...shopComponents(antd, h),
          ...otherComponents(antd, h),
        ];
        this.emitFile({ type: 'asset', name: ANTD_LANDING_SHEET, source: renderAntdCss(shopComponents) });
        const ref = this.emitFile({ type: 'asset', name: ANTD_SHEET, source: renderAntdCss(all) });
        fileName = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        fileName
          ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }]
          : [],
    },
  };
}
