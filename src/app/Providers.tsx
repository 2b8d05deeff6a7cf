import { ConfigProvider, type ConfigProviderProps } from 'antd';
// The hook alone: `theme` of 'antd' carries every algorithm (dark, compact) besides it.
import useToken from 'antd/lib/theme/useToken';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
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
 * Renders its children once the stored session has been read, as redux-persist's PersistGate
 * with `loading={null}` does, in a few lines instead of its class (the login screen's bundle).
 */
function SessionRestored({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
  );
  // Once shown, the children stay, whatever the persistor does later.
  const [lifted, setLifted] = useState(bootstrapped);
  if (bootstrapped && !lifted) setLifted(true);
  return lifted ? children : null;
}

/** Store, restored session, Ant Design's theme and the login screen's texts of its locale. */
export function Providers({ store, children }: { store: SessionStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SessionRestored persistor={store.persistor}>
        <ConfigProvider locale={frameLocale} theme={theme}>
          <BaseText>{children}</BaseText>
        </ConfigProvider>
      </SessionRestored>
    </Provider>
  );
}
