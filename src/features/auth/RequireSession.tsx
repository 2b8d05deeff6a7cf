import { Alert, Button } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { errorCode } from '../../store/errors';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectSessionChecked, selectUser } from '../../store/session';
import { useGetMeQuery } from './api';

/**
 * Renders the screens only for a confirmed session. A session restored from storage is first
 * checked with GET /api/user/me; if the server refuses it, the base query ends it quietly and
 * the login modal takes over, before any screen could call with the stale token.
 *
 * A session that expires after it was confirmed keeps its screens mounted, inert, under the
 * login modal (a form modal open on them stays too, below the login modal's mask), so an open
 * form keeps what was typed; signing in again as the same user carries
 * on where the work stopped. Another user gets fresh screens.
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
  const user = useAppSelector(selectUser);
  const me = useGetMeQuery(undefined, { skip: !signedIn || checked });
  // The user whose screens these are: the last one confirmed while this page has been open.
  const [owner, setOwner] = useState<number | null>(null);
  if (checked && user && user.id !== owner) setOwner(user.id);

  // One tree for both states, so that expiring changes an attribute and remounts nothing.
  const screens = (
    <div className="bo-session" inert={!signedIn}>
      {/* Keyed by user: another user's sign-in mounts the screens anew. */}
      <Fragment key={owner ?? 'none'}>{children}</Fragment>
    </div>
  );

  if (!signedIn) return owner === null ? null : screens;
  if (checked) return screens;
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
