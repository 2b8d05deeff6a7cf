import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { errorCode } from '../../store/errors';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectSessionChecked } from '../../store/session';
import { useGetMeQuery } from './api';

/**
 * Renders the screens only for a confirmed session. A session restored from storage is first
 * checked with GET /api/user/me; if the server refuses it, the base query ends it quietly and
 * the login modal takes over, before any screen could call with the stale token.
 */
export function RequireSession({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  const me = useGetMeQuery(undefined, { skip: !signedIn || checked });

  if (!signedIn) return null;
  if (checked) return children;
  if (me.isError && errorCode(me.error) !== 'UNAUTHORIZED') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('session.unreachable')}
        action={
          <Button type="primary" onClick={() => me.refetch()}>
            {t('session.retry')}
          </Button>
        }
      />
    );
  }
  return fallback;
}
