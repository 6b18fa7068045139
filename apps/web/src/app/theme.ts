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
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#f5f7fa',
      footerBg: '#0f172a',
    },
  },
};
