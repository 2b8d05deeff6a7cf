import type { ThemeConfig } from 'antd';

/** The spec's constants: a teal main colour, a dark colour and a light grey background. */
export const colors = {
  teal: '#0f8a8a',
  dark: '#1d2b2f',
  lightGrey: '#f1f3f4',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: colors.teal,
    colorInfo: colors.teal,
    colorLink: colors.teal,
    colorTextBase: colors.dark,
    colorBgLayout: colors.lightGrey,
    borderRadius: 8,
    fontFamily:
      "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { bodyBg: colors.lightGrey },
    Modal: { titleFontSize: 22 },
  },
};
