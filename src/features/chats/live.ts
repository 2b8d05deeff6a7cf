import { createAction } from '@reduxjs/toolkit';
import { useEffect, useSyncExternalStore } from 'react';
import {
  parseChatEvent,
  parseDocumentsReceived,
  parseInvoiceChanged,
  parseQuoteAnswered,
  type ChatEvent,
  type DocumentsReceived,
} from '../../../contract/live-events';
import { API_BASE_URL } from '../../store/config';
import { openEventStream, type StreamStatus } from '../../shared/live/event-stream';
import { tellQuoteAnswered } from '../../shared/live/quote-answers';
import { CLIENT_ID } from '../../store/client-id';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import {
  selectIsSignedIn,
  selectSessionChecked,
  selectToken,
  sessionExpired,
} from '../../store/session';
import {
  chatsApi,
  useGetChatCountsQuery,
  useGetChatPagesInfiniteQuery,
  type ChatFilter,
} from './api';

/**
 * How often chats are asked for again while the event stream is down and the window is
 * visible. An unchanged answer is a 304 (its ETag).
 */
export const CHATS_POLL_MS = 15_000;
/** How often the customer's presence is asked for while the event stream is down. */
export const PRESENCE_POLL_MS = 30_000;

/** For Redux DevTools traces: the staff stream's state, and each event (ids and kinds only). */
export const liveStatusChanged = createAction<{ status: StreamStatus }>('chats/liveStatusChanged');
export const eventReceived = createAction<ChatEvent>('chats/eventReceived');

// The stream's state, for the screens that poll only while it is down.
let status: StreamStatus = 'down';
const watchers = new Set<() => void>();
function setStatus(next: StreamStatus) {
  if (next === status) return;
  status = next;
  for (const watcher of watchers) watcher();
}
const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};

/** Whether the staff event stream is open now (then nothing needs polling). */
export function useLiveOpen(): boolean {
  return useSyncExternalStore(subscribe, () => status === 'open');
}

/** Who else hears the stream's events (the alerts on a new customer message). */
const eventListeners = new Set<(event: ChatEvent) => void>();
export function onChatEvent(listener: (event: ChatEvent) => void) {
  eventListeners.add(listener);
  return () => void eventListeners.delete(listener);
}

/** Who hears that a customer sent files through an upload link (the alerts). */
const documentsListeners = new Set<(received: DocumentsReceived) => void>();
export function onDocumentsReceived(listener: (received: DocumentsReceived) => void) {
  documentsListeners.add(listener);
  return () => void documentsListeners.delete(listener);
}

/** Files a customer sent (`event: documents`): the document lists read again, the alerts told. */
function documentsArrived(data: string, dispatch: ReturnType<typeof useAppDispatch>) {
  const received = parseDocumentsReceived(data);
  if (!received) return;
  dispatch(chatsApi.util.invalidateTags([{ type: 'Document', id: 'LIST' }]));
  for (const listener of documentsListeners) listener(received);
}

/** An invoice was sent, delivered, refused or reminded (`event: invoice`): its screens read it again. */
function invoiceChanged(data: string, dispatch: ReturnType<typeof useAppDispatch>) {
  const changed = parseInvoiceChanged(data);
  if (!changed) return;
  dispatch(
    chatsApi.util.invalidateTags([
      { type: 'Invoice', id: changed.invoiceId },
      { type: 'Invoice', id: 'LIST' },
    ]),
  );
}

/** A customer accepted or declined a quote (`event: quote`): its screens read it again, staff told. */
function quoteAnswered(data: string, dispatch: ReturnType<typeof useAppDispatch>) {
  const answered = parseQuoteAnswered(data);
  if (!answered) return;
  dispatch(
    chatsApi.util.invalidateTags([
      { type: 'Quote', id: answered.quoteId },
      { type: 'Quote', id: 'LIST' },
    ]),
  );
  tellQuoteAnswered(answered);
}

/** The tags an event makes stale: what the screens read again. */
export function tagsOf(event: ChatEvent) {
  const list = { type: 'Chat' as const, id: 'LIST' as const };
  if (event.kind === 'presence') return [{ type: 'ChatPresence' as const, id: event.chatId }];
  if (event.kind === 'created') return [list];
  return [{ type: 'Chat' as const, id: event.chatId }, list];
}

/**
 * The staff event stream (GET /api/events), one per confirmed session: each change of a
 * conversation, whoever made it on whichever server, makes the screens that show it read it
 * again, and so do the files a customer sent through an upload link (`event: documents`), an
 * invoice's delivery (`event: invoice`) and a customer's answer to a quote (`event: quote`). Mounted once, where it lives as long as the session (LiveEvents, in the menu).
 */
export function useChatEvents() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  useEffect(() => {
    if (!signedIn || !checked) return;
    let wasDown = false;
    const stream = openEventStream({
      url: new URL('api/events', new URL(API_BASE_URL || '/', location.origin)).href,
      headers: (): Record<string, string> => {
        const token = selectToken(store.getState());
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      onEvent: (message) => {
        if (message.event === 'documents') documentsArrived(message.data, dispatch);
        if (message.event === 'invoice') invoiceChanged(message.data, dispatch);
        if (message.event === 'quote') quoteAnswered(message.data, dispatch);
        if (message.event !== 'chat') return;
        const event = parseChatEvent(message.data);
        if (!event) return;
        dispatch(eventReceived(event));
        for (const listener of eventListeners) listener(event);
        // This screen's own write: its mutation invalidated the same tags when it was answered.
        if (event.origin === CLIENT_ID) return;
        dispatch(chatsApi.util.invalidateTags(tagsOf(event)));
      },
      onStatus: (next, detail) => {
        setStatus(next);
        dispatch(liveStatusChanged({ status: next }));
        // Back after a gap: whatever the missed events were, the list is read again (a 304
        // when nothing changed).
        if (next === 'open' && wasDown) {
          dispatch(chatsApi.util.invalidateTags([{ type: 'Chat', id: 'LIST' }]));
        }
        if (next === 'down') wasDown = true;
        if (next === 'ended' && detail?.httpStatus === 401) dispatch(sessionExpired());
      },
    });
    return () => {
      stream.close();
      setStatus('down');
    };
  }, [signedIn, checked, dispatch, store]);
}

/** How the chat list and its counts stay live (see useLiveChatPages). */
function useLiveOptions() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  const live = useLiveOpen();
  return {
    skip: !signedIn || !checked,
    pollingInterval: live ? 0 : CHATS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  };
}

/**
 * The chat list's pages for a filter, live: refreshed by the event stream; polled while the
 * stream is down and the window is visible; read again when the window gets the focus back or
 * the network returns (src/index.tsx sets up those listeners). Only for a confirmed session.
 */
export function useLiveChatPages(filter: ChatFilter) {
  return useGetChatPagesInfiniteQuery(filter, useLiveOptions());
}

/** The counts of open, waiting and unread chats, live as the list is. */
export function useLiveChatCounts() {
  return useGetChatCountsQuery(undefined, useLiveOptions());
}
