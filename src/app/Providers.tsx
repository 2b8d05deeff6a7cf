import { App as AntApp, ConfigProvider } from 'antd';
import nlBE from 'antd/locale/nl_BE';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import '../shared/dates';
import type { AppStore } from '../store';
import { ApiErrorNotifications } from './ApiErrorNotifications';
import { theme } from './theme';

/** Store, restored session, Ant Design's nl_BE locale and theme, and notifications. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate persistor={store.persistor} loading={null}>
        <ConfigProvider locale={nlBE} theme={theme}>
          <AntApp>
            <ApiErrorNotifications />
            {children}
          </AntApp>
        </ConfigProvider>
      </PersistGate>
    </Provider>
  );
}
