import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { browser } from '../../shared/browser';
import { PUBLIC_SITE_URL } from '../../shared/config';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { purgeSession } from '../../store/persistence';
import { loggedOut, selectToken } from '../../store/session';
import { useLogoutMutation } from './api';

/**
 * /redirect/:path shows 'Redirecting'. For 'logout' it revokes the token, forgets the session and
 * sends the browser to the public website; any other path continues inside the SPA.
 */
export default function RedirectPage() {
  const { path = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [logout] = useLogoutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // React's strict mode runs effects twice in development.
    started.current = true;
    if (path !== 'logout') {
      navigate(`/${path}`, { replace: true });
      return;
    }
    void (async () => {
      // Leave even when the server cannot revoke: the token is forgotten here either way.
      if (selectToken(store.getState()))
        await logout()
          .unwrap()
          .catch(() => undefined);
      dispatch(loggedOut());
      // The store purges on auth/loggedOut too; leaving must not outrun that.
      await purgeSession(store.persistor);
      browser.leaveTo(PUBLIC_SITE_URL);
    })();
  }, [path, navigate, dispatch, store, logout]);

  return <Result icon={<Spin size="large" />} title={t('redirect.title')} />;
}
