import type { ThemeConfig } from 'antd';

/**
 * The spec's constants: a teal main colour, a dark colour and a light grey background. The teal
 * is dark enough for white text on it, and for it as text on white and on the light grey
 * (WCAG AA, 4.5:1); hover and press go darker still, never lighter.
 */
export const colors = {
  teal: '#0d7070',
  tealHover: '#0b6464',
  tealActive: '#095656',
  dark: '#1d2b2f',
  lightGrey: '#f1f3f4',
  /** Error texts and danger buttons: 5.6:1 on white; hover and press darker (6.7:1, 8.1:1). */
  red: '#c62828',
  redHover: '#b02424',
  redActive: '#9a1f1f',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: colors.teal,
    colorPrimaryHover: colors.tealHover,
    colorPrimaryActive: colors.tealActive,
    colorInfo: colors.teal,
    colorLink: colors.teal,
    colorLinkHover: colors.tealHover,
    colorLinkActive: colors.tealActive,
    colorError: colors.red,
    // antd derives lighter ones, under which a danger button's white text has 4.1:1.
    colorErrorHover: colors.redHover,
    colorErrorActive: colors.redActive,
    colorTextBase: colors.dark,
    // Secondary texts (empty states, result subtitles, descriptions) readable on white and grey.
    colorTextDescription: 'rgba(29, 43, 47, 0.7)',
    colorTextTertiary: 'rgba(29, 43, 47, 0.7)',
    // Placeholders too (antd's are 1.6:1): a select's 'Alle types' or 'Kies…' is read as a label.
    colorTextPlaceholder: 'rgba(29, 43, 47, 0.7)',
    colorBgLayout: colors.lightGrey,
    borderRadius: 8,
    fontFamily:
      "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { bodyBg: colors.lightGrey },
    Modal: { titleFontSize: 22 },
    // A chosen row stays light, so its teal links and dark text read on it (4.7:1 at least).
    Table: { rowSelectedBg: '#e6f2f2', rowSelectedHoverBg: '#d5eaea' },
  },
};
