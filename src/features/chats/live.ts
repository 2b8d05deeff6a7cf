import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectSessionChecked } from '../../store/session';
import { useGetChatsQuery } from './api';

/**
 * How often the chat list is asked for again while the window is visible. An unchanged list
 * answers 304 from the server's kept answer: no database work and no body.
 */
export const CHATS_POLL_MS = 15_000;

/**
 * The chat list, live: polled while the window is visible, read again when it gets the focus
 * back or the network returns (src/index.tsx sets up those listeners). Only for a confirmed
 * session, so a stale token never polls.
 */
export function useLiveChats() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  return useGetChatsQuery(undefined, {
    skip: !signedIn || !checked,
    pollingInterval: CHATS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
}
