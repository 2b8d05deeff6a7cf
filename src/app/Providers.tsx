import { ConfigProvider, type ConfigProviderProps } from 'antd';
// The hook alone: `theme` of 'antd' carries every algorithm (dark, compact) besides it.
import useToken from 'antd/lib/theme/useToken';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SessionStore } from '../store/session-store';
import { theme } from './theme';

/**
 * The text style antd's App gives its subtree (colour, font, size, line height). antd's App itself
 * comes with the screens (see Screens.tsx): its notification, message and confirm code is not
 * needed to sign in.
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
 * The texts of antd's nl_BE locale that the login screen shows: the password's show and hide
 * button (its other components show none). The whole locale (date pickers, tables, pagination …)
 * comes with the screens (Screens.tsx); Providers.test.ts holds these to it.
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
 * The store, with the session it restored from storage at once (store/persistence.ts), Ant
 * Design's theme and the login screen's texts of its locale.
 */
export function Providers({ store, children }: { store: SessionStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={frameLocale} theme={theme}>
        <BaseText>{children}</BaseText>
      </ConfigProvider>
    </Provider>
  );
}
