import { Button, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { browser } from '../../shared/browser';
import { SIGN_OUT_FALLBACK_URL } from '../../store/config';
import { useGetConfigQuery } from '../../shared/runtime-config/api';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { loggedOut, selectToken } from '../../store/session';
import { useLogoutMutation } from './api';
import { redirectTarget } from './redirect-target';
import './redirect.css';

function Redirecting() {
  return <Result icon={<Spin size="large" />} title={t('redirect.title')} />;
}

/**
 * Signing out: revokes the token, forgets the session and sends the browser to the public
 * website, whose address the server tells at run time (GET /api/config).
 */
function Logout() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [logout] = useLogoutMutation();
  const config = useGetConfigQuery();
  const started = useRef(false);
  const settled = config.isSuccess || config.isError;

  useEffect(() => {
    // Wait for the address, and go only once: React's strict mode runs effects twice.
    if (!settled || started.current) return;
    started.current = true;
    // Read before signing out: signing out empties every cached answer, this one too.
    const target = config.data?.publicSiteUrl || SIGN_OUT_FALLBACK_URL;
    void (async () => {
      // Leave even when the server cannot revoke: the token is forgotten here either way.
      if (selectToken(store.getState()))
        await logout()
          .unwrap()
          .catch(() => undefined);
      // Removes the stored session at once (store/persistence.ts), before the page is left.
      dispatch(loggedOut());
      browser.leaveTo(target);
    })();
  }, [settled, config.data, dispatch, store, logout]);

  return <Redirecting />;
}

/** A link to somewhere outside the back office: said, not followed. */
function LeavesBackOffice({ address }: { address: string }) {
  const navigate = useNavigate();
  return (
    <main className="bo-redirect">
      <Result
        status="warning"
        title={<h1 className="bo-redirect__title">{t('redirect.external')}</h1>}
        subTitle={
          <Typography.Text className="bo-redirect__address">
            {t('redirect.externalText', { address })}
          </Typography.Text>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('redirect.home')}
          </Button>
        }
      />
    </main>
  );
}

/**
 * /redirect/:path shows 'Redirecting'. 'logout' signs out and leaves for the public website; a
 * path inside the back office continues there; anything else stays here and says why.
 */
export default function RedirectPage() {
  const { path = '' } = useParams();
  if (path === 'logout') return <Logout />;
  const target = redirectTarget(path);
  if (target === null) return <LeavesBackOffice address={path} />;
  return (
    <>
      <Navigate to={target} replace />
      <Redirecting />
    </>
  );
}
