import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { WidgetLanguage, WidgetT } from '../../i18n/widget';
import { AvailabilityLine } from './AvailabilityLine';
import {
  parseChatEvent,
  parseStaffTyping,
  type ChatEvent,
  type StaffTyping,
} from '../../../contract/live-events';
import { openEventStream, type StreamStatus } from '../../shared/live/event-stream';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { useCreateCustomerMessageMutation, useGetPublicChatQuery, widgetApi } from './api';
import { jsonOrFiles } from '../../shared/json-or-files';
import { AttachButton, ChosenFiles, WidgetMessageFiles, useChosenFiles } from './Files';
import { failureOf, isGone, type WidgetFailure } from './errors';
import { FailureLine } from './FailureLine';
import { plainTextToHtml } from './plain-text';
import { markSeen, type StoredConversation } from './storage';

/** While the event stream is down, the conversation is read this often. */
export const POLL_MS = 15_000;

/**
 * How long 'Els typt een antwoord…' stays after the last `typing` event: staff's screen sends
 * one every 3 s while they type (src/features/chats/conversation/use-typing-signal.ts).
 */
export const TYPING_SHOWN_MS = 6000;

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY HH:MM in the customer's own time zone. */
const when = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
};

/**
 * The conversation's event stream, while the customer can see it: the server then tells staff
 * the customer has it open. With `counting` (the website's frame, whose button shows a badge)
 * also while they cannot, then without telling staff (`presence=false`). Each event of this
 * conversation makes it read again, and so does a stream opened anew; its removal ends it here
 * too. Answers the stream's status and who of staff is typing a reply now (until
 * TYPING_SHOWN_MS after their last signal, or their message).
 */
function useConversationEvents(
  conversation: StoredConversation,
  visible: boolean,
  counting: boolean,
  onGone: () => void,
) {
  const dispatch = useDispatch();
  const openedBefore = useRef(false);
  const [status, setStatus] = useState<StreamStatus>('down');
  const [typing, setTyping] = useState<StaffTyping>();
  useEffect(() => {
    if (!visible && !counting) return;
    const { id, accessToken } = conversation;
    let typingEnds: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = () => {
      clearTimeout(typingEnds);
      setTyping(undefined);
    };
    const typed = (who: StaffTyping) => {
      clearTimeout(typingEnds);
      setTyping(who);
      typingEnds = setTimeout(stopTyping, TYPING_SHOWN_MS);
    };
    // The stream sends this conversation's messages and its removal only.
    const changed = (event: ChatEvent) => {
      if (event.kind === 'removed') onGone();
      else dispatch(widgetApi.util.invalidateTags([{ type: 'PublicChat', id }]));
      if (event.kind === 'message' && event.sender === 'staff') stopTyping();
    };
    const url = new URL(`/api/chat/public/${id}/events`, location.origin);
    if (!visible) url.searchParams.set('presence', 'false');
    const stream = openEventStream({
      url: url.href,
      headers: () => ({ 'x-chat-token': accessToken }),
      onEvent: (message) => {
        if (message.event === 'typing') {
          const who = parseStaffTyping(message.data);
          if (who) typed(who);
          return;
        }
        if (message.event !== 'chat') return;
        const event = parseChatEvent(message.data);
        if (event) changed(event);
      },
      onStatus: (next, detail) => {
        setStatus(next);
        // Events may have come between the previous stream and this one.
        if (next === 'open' && openedBefore.current)
          dispatch(widgetApi.util.invalidateTags([{ type: 'PublicChat', id }]));
        if (next === 'open') openedBefore.current = true;
        if (next === 'ended' && detail?.httpStatus === 404) onGone();
      },
    });
    return () => {
      stream.close();
      stopTyping();
      setStatus('down');
    };
  }, [conversation, visible, counting, dispatch, onGone]);
  return { status, typing };
}

/**
 * How many of our replies the customer has not seen: those after the newest message shown
 * while they could see the conversation (kept with it in storage.ts). A conversation stored
 * without it counts from what it reads first.
 */
function useUnseen(
  conversation: StoredConversation,
  messages: readonly { id: number; sender: string }[] | undefined,
  visible: boolean,
) {
  const [seen, setSeen] = useState(conversation.seen);
  const newest = messages?.at(-1)?.id;
  // Seen as it is shown: set while rendering, so the count is never shown stale.
  if (newest !== undefined && newest !== seen && (visible || seen === undefined)) setSeen(newest);
  useEffect(() => {
    if (seen !== undefined && seen !== conversation.seen) markSeen(conversation.id, seen);
  }, [conversation, seen]);
  return (messages ?? []).filter(
    (message) => message.sender === 'staff' && message.id > (seen ?? newest ?? 0),
  ).length;
}

export function Conversation({
  t,
  language,
  conversation,
  visible,
  onGone,
  onNew,
  onUnseen,
}: {
  t: WidgetT;
  language: WidgetLanguage;
  conversation: StoredConversation;
  /** The customer can see the conversation (the panel is open, the tab in front). */
  visible: boolean;
  onGone: () => void;
  onNew: () => void;
  /**
   * Told how many of our replies the customer has not seen, whenever that changes: the
   * website's frame keeps its stream open while hidden to count them for the button's badge.
   */
  onUnseen?: (count: number) => void;
}) {
  const { id, accessToken } = conversation;
  const { status, typing } = useConversationEvents(
    conversation,
    visible,
    onUnseen !== undefined,
    onGone,
  );
  const live = status === 'open';
  const { data: chat, error } = useGetPublicChatQuery(
    { id, 'x-chat-token': accessToken },
    { pollingInterval: live || !visible ? 0 : POLL_MS, refetchOnFocus: true },
  );
  const [send, { isLoading: sending }] = useCreateCustomerMessageMutation();
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<WidgetFailure>();
  const chosen = useChosenFiles(t, setFailure);
  const [confirmingNew, setConfirmingNew] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isGone(error)) onGone();
  }, [error, onGone]);

  const messages = useMemo(
    () =>
      (chat?.messages ?? []).map((message) => ({
        ...message,
        // Sanitized here again, as every rich text the back office shows.
        html: sanitizeRichText(message.content),
      })),
    [chat],
  );
  const unseen = useUnseen(conversation, chat?.messages, visible);
  useEffect(() => onUnseen?.(unseen), [onUnseen, unseen]);
  const count = messages.length;
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = plainTextToHtml(draft);
    if ((!content && chosen.files.length === 0) || sending) return;
    setFailure(undefined);
    const result = await send({
      id,
      'x-chat-token': accessToken,
      customerMessageInput: jsonOrFiles({ content }, chosen.files),
    });
    if ('error' in result) {
      if (isGone(result.error)) onGone();
      else setFailure(failureOf(result.error, t));
      return;
    }
    setDraft('');
    chosen.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const last = messages.at(-1);
  return (
    <div className="bo-widget__conversation">
      <div className="bo-widget__bar">
        <h1 className="bo-widget__subject">{chat?.subject ?? conversation.subject}</h1>
        {confirmingNew ? (
          <div className="bo-widget__confirm" role="group" aria-label={t('widget.newConversation')}>
            <span>{t('widget.newConversationConfirm')}</span>
            <button type="button" onClick={onNew}>
              {t('widget.newConversationYes')}
            </button>
            <button type="button" onClick={() => setConfirmingNew(false)}>
              {t('widget.newConversationNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="bo-widget__link" onClick={() => setConfirmingNew(true)}>
            {t('widget.newConversation')}
          </button>
        )}
      </div>
      <AvailabilityLine t={t} language={language} />
      {/* Scrollable: reachable by keyboard, so it can be scrolled without a mouse. */}
      <div
        className="bo-widget__messages"
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t('widget.messages')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <ol className="bo-widget__list">
          {!chat && !error && <li className="bo-widget__loading">{t('widget.loading')}</li>}
          {messages.map((message) => (
            <li
              key={message.id}
              className={`bo-widget__message bo-widget__message--${message.sender}${
                message.automatic ? ' bo-widget__message--automatic' : ''
              }`}
            >
              <p className="bo-widget__meta">
                <span>
                  {message.sender === 'customer'
                    ? t('widget.you')
                    : message.automatic
                      ? t('widget.automatic')
                      : t('widget.staff', { name: message.senderFirstName })}
                </span>{' '}
                <time dateTime={message.timeStamp}>{when(message.timeStamp)}</time>
              </p>
              {message.html && (
                <div
                  className="bo-widget__text"
                  dangerouslySetInnerHTML={{ __html: message.html }}
                />
              )}
              <WidgetMessageFiles
                t={t}
                language={language}
                chat={conversation}
                files={message.files}
              />
            </li>
          ))}
          {last?.sender === 'customer' && !typing && (
            <li className="bo-widget__waiting">{t('widget.waitingForReply')}</li>
          )}
          {typing && (
            <li className="bo-widget__typing">{t('widget.typing', { name: typing.name })}</li>
          )}
        </ol>
      </div>
      {visible && status !== 'open' && status !== 'connecting' && chat && (
        <p className="bo-widget__offline">{t('widget.offline')}</p>
      )}
      <form className="bo-widget__composer" onSubmit={submit}>
        <AttachButton t={t} chosen={chosen} />
        <label htmlFor="bo-widget-reply" className="bo-widget__sr-only">
          {t('widget.reply')}
        </label>
        <textarea
          id="bo-widget-reply"
          name="reply"
          rows={2}
          value={draft}
          placeholder={t('widget.reply')}
          aria-describedby="bo-widget-reply-hint"
          onInput={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button
          className="bo-widget__primary"
          type="submit"
          disabled={sending || (!draft.trim() && chosen.files.length === 0)}
        >
          {t(sending ? 'widget.sending' : 'widget.send')}
        </button>
        <ChosenFiles t={t} chosen={chosen} />
        <p id="bo-widget-reply-hint" className="bo-widget__hint">
          {t('widget.sendHint')}
        </p>
        <FailureLine failure={failure} t={t} />
      </form>
    </div>
  );
}
