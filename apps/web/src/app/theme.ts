import type { ThemeConfig } from 'antd';
import { STATUS_TEXT } from '../lib/status-colours.ts';

export const FONT_FAMILY = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** The one antd theme of the product (DESIGN.md "Foundations"). */
export const appTheme: ThemeConfig = {
  // one name for the theme's CSS variables (antd's default is a per-render id, which differs between
  // the server's picture of a shop page and the browser's app): the variables ship in the static
  // antd stylesheet (vite-plugins/antd-static-css.ts), so that picture is styled before any script
  cssVar: { key: 'qishu' },
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    // WCAG AA wants 4.5:1 for small text. antd's tertiary grey (#8c8c8c: descriptions, statistic
    // titles, empty states, Typography secondary) is 3.4:1 on white, its placeholder grey (#bfbfbf)
    // 1.8:1 and its error red (#ff4d4f: danger links, form errors) 3.3:1. These keep the same roles,
    // darker: 5.3:1 on white (5.2:1 on the page grey #f5f7fa), 4.7:1, and antd's red-7 at 5.6:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: STATUS_TEXT.error,
  },
  components: {
    // A tag's text is its colour on the colour's lightest tint: antd's shade falls short of 4.5:1 for
    // the status tags (green #52c41a on #f6ffed is 2.2:1) and for these presets, so tags take the
    // next shade that passes; a solid volcano tag (热门) has white text on a fill one shade darker.
    // Primary buttons: white on antd's lighter hover blue (#4373e6) is 4.3:1; this one is 5.3:1.
    Tag: {
      colorSuccess: STATUS_TEXT.success,
      colorInfo: '#0958d9',
      colorWarning: STATUS_TEXT.warning,
      green7: '#237804',
      cyan7: '#006d75',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      volcano6: '#d4380d',
      volcano7: '#ad2102',
    },
    Button: {
      colorPrimaryHover: '#3563dc',
    },
    // an empty table's text (a string emptyText) is content, not a disabled control: antd's
    // disabled grey (#bfbfbf, 1.8:1) there becomes the placeholder grey
    Table: {
      colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
    },
    // antd's breadcrumb grey (#8c8c8c) is 3.4:1 on white; AA wants 4.5:1
    Breadcrumb: {
      itemColor: 'rgba(0, 0, 0, 0.6)',
      linkColor: 'rgba(0, 0, 0, 0.6)',
      separatorColor: 'rgba(0, 0, 0, 0.6)',
    },
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#f5f7fa',
      footerBg: '#0f172a',
    },
  },
};
