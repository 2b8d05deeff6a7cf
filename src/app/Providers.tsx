import { ConfigProvider, theme as antTheme } from 'antd';
import nlBE from 'antd/locale/nl_BE';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from '../store';
import { theme } from './theme';

/**
 * The text style antd's App gives its subtree (colour, font, size, line height). antd's App itself
 * comes with the screens (see Screens.tsx): its notification, message and confirm code is not
 * needed to sign in.
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antTheme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return <div style={style}>{children}</div>;
}

/** Store, restored session, Ant Design's nl_BE locale and theme. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate persistor={store.persistor} loading={null}>
        <ConfigProvider locale={nlBE} theme={theme}>
          <BaseText>{children}</BaseText>
        </ConfigProvider>
      </PersistGate>
    </Provider>
  );
}
