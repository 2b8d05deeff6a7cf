import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ChatEvent } from '../../../contract/live-events';
import { t } from '../../i18n/chats';
import { useGetAlertsQuery } from '../../entities/session/alerts';
import { linkPath } from '../../entities/documents/format';
import { staffApi } from '../../entities/staff/api';
import { setWaitingCount } from '../../shared/tab-badge';
import { useAppSelector, useAppStore } from '../../store/hooks';
import { selectSessionChecked, selectUser } from '../../store/session';
import { chatsApi } from './api';
import { onChatEvent, onDocumentsReceived } from './live';

/**
 * One tab alerts for all the tabs of this browser: the one that holds the Web Lock (the others
 * wait for it and take over when that tab closes). Without Web Locks, every tab is its own.
 */
let leader = typeof navigator === 'undefined' || !('locks' in navigator);
if (!leader) {
  void navigator.locks.request('backoffice-chat-alerts', () => {
    leader = true;
    // Held as long as the tab lives.
    return new Promise<never>(() => undefined);
  });
}

/** Whether the event is a customer's message (a new conversation's first one too). */
const fromCustomer = (event: ChatEvent) => event.kind === 'message' && event.sender === 'customer';

/**
 * The assignee of a conversation is alerted; others only while it is assigned to nobody, or to
 * an account that is no longer active (`inactive`: its messages would otherwise alert nobody).
 */
export const alertsFor = (
  chat: { assignedTo: number | null },
  userId: number | undefined,
  inactive: ReadonlySet<number> = new Set(),
) => chat.assignedTo === null || chat.assignedTo === userId || inactive.has(chat.assignedTo);

/** A short two-tone chime, made by the page (no sound file to load). */
function chime() {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const gain = audio.createGain();
  gain.connect(audio.destination);
  gain.gain.setValueAtTime(0.001, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.25, audio.currentTime + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.5);
  for (const [frequency, start] of [
    [880, 0],
    [1320, 0.12],
  ]) {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + start);
    tone.stop(audio.currentTime + 0.5);
  }
  setTimeout(() => void audio.close(), 800);
}

/**
 * Alerts on a new customer message (docs/product.md § Alerts), as the signed-in staff member
 * chose in /settings: a sound and one desktop notification naming the customer and the subject
 * (never the text), which opens the conversation; and so on files a customer sent through an
 * upload link, the notification opening the customer's or project's page. The assignee of a conversation is alerted,
 * others only while it is assigned to nobody. The tab's title counts the waiting conversations
 * and its icon shows a dot.
 */
export function useChatAlerts(waiting: number) {
  const store = useAppStore();
  const navigate = useNavigate();
  const me = useAppSelector(selectUser)?.id;
  // A restored session is checked first (GET /api/user/me): nothing else is asked before it.
  const checked = useAppSelector(selectSessionChecked);
  const { data: alerts } = useGetAlertsQuery(undefined, { skip: me === undefined || !checked });
  const current = useRef({ alerts, me, navigate });
  useEffect(() => {
    current.current = { alerts, me, navigate };
  });

  useEffect(() => {
    setWaitingCount(waiting);
  }, [waiting]);
  useEffect(() => () => setWaitingCount(0), []);

  useEffect(
    () =>
      onChatEvent((event) => {
        const { alerts: chosen, me: userId } = current.current;
        if (!leader || !fromCustomer(event) || !chosen || (!chosen.sound && !chosen.desktop))
          return;
        void (async () => {
          // Read as the conversation screen reads it (its ETag), held only for this read.
          const read = store.dispatch(chatsApi.endpoints.getChat.initiate({ id: event.chatId }));
          const chat = await read.unwrap().catch(() => undefined);
          read.unsubscribe();
          if (!chat) return;
          // Assigned to someone else: alerted only when that account was deactivated.
          const assignedElsewhere = chat.assignedTo !== null && chat.assignedTo !== userId;
          let inactive: Set<number> | undefined;
          if (assignedElsewhere) {
            // The staff list, as the settings screen reads it, held only for this read.
            const staffRead = store.dispatch(staffApi.endpoints.getUsers.initiate());
            const staff = await staffRead.unwrap().catch(() => []);
            staffRead.unsubscribe();
            inactive = new Set(staff.filter((one) => !one.active).map((one) => one.id));
          }
          if (!alertsFor(chat, userId, inactive)) return;
          if (chosen.sound) chime();
          if (
            chosen.desktop &&
            'Notification' in globalThis &&
            Notification.permission === 'granted'
          ) {
            const name = `${chat.author.firstName} ${chat.author.lastName}`;
            const notification = new Notification(t('chats.alert.title', { name }), {
              body: chat.subject,
              tag: `chat-${chat.id}`,
            });
            notification.onclick = () => {
              window.focus();
              void current.current.navigate(`/chats/${chat.id}`);
              notification.close();
            };
          }
        })();
      }),
    [store],
  );

  // Files a customer sent through an upload link: the server sends them to Bestanden's staff
  // and the link's maker only, so each alerts as its account chose.
  useEffect(
    () =>
      onDocumentsReceived((received) => {
        const { alerts: chosen } = current.current;
        if (!leader || !chosen) return;
        if (chosen.sound) chime();
        if (!chosen.desktop || !('Notification' in globalThis)) return;
        if (Notification.permission !== 'granted') return;
        const { count, linkKind, linkId, name } = received;
        const notification = new Notification(t('chats.alert.documents', { count, name }), {
          body: t('chats.alert.documentsBody'),
          tag: `documents-${linkKind}-${linkId}`,
        });
        notification.onclick = () => {
          window.focus();
          const path = linkPath({ kind: linkKind, id: linkId });
          if (path) void current.current.navigate(path);
          notification.close();
        };
      }),
    [],
  );
}
