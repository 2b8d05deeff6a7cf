import { ConfigProvider, type ConfigProviderProps } from 'antd';
// The hook alone: `theme` of 'antd' carries every algorithm (dark, compact) besides it.
import useToken from 'antd/lib/theme/useToken';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { useReducedMotion } from './use-reduced-motion';

/** The theme for a person who asked for less motion: antd's opening and closing animations off. */
const stillTheme = { ...theme, token: { ...theme.token, motion: false } };

/**
 * The text style antd's App gives its subtree (colour, font, size, line height). antd's App itself
 * comes with the screens (see Screens.tsx): its notification, message and confirm code is not
 * needed by the frame.
 */
function BaseText({ children }: { children: ReactNode }) {
  const [, token] = useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return <div style={style}>{children}</div>;
}

/**
 * The texts of antd's nl_BE locale that the frame shows. The whole locale (date pickers, tables,
 * pagination …) comes with the screens (Screens.tsx); AntdTheme.test.ts holds these to it.
 */
export const frameLocale: ConfigProviderProps['locale'] = {
  locale: 'nl-be',
  global: {
    placeholder: 'Maak een selectie',
    close: 'Sluiten',
    show: 'Weergeven',
    hide: 'Verbergen',
    sortable: 'sorteerbaar',
  },
};

/**
 * Ant Design's theme (the spec's colours) and the frame's texts of its locale, for the signed-in
 * app (App.tsx); without antd's motion when the browser prefers reduced motion. The login screen
 * uses no antd at all (features/auth/LoginModal.tsx).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={frameLocale} theme={reducedMotion ? stillTheme : theme}>
      <BaseText>{children}</BaseText>
    </ConfigProvider>
  );
}
