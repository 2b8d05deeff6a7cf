import { App as AntApp } from 'antd';
import { Outlet } from 'react-router-dom';
import { ApiErrorNotifications } from './ApiErrorNotifications';

/**
 * What every screen behind the sign-in has: antd's App (notification, message and confirm for
 * App.useApp()) and the notifications of failed calls. A lazy chunk, so
 * the login screen does not load them.
 */
export default function Screens() {
  return (
    <AntApp component={false}>
      <ApiErrorNotifications />
      <Outlet />
    </AntApp>
  );
}
