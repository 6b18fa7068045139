import type { ThemeConfig } from 'antd';

export const FONT_FAMILY = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** The one antd theme of the product (DESIGN.md "Foundations"). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
  },
  components: {
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
