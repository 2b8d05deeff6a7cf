import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { WidgetLanguage, WidgetT } from '../../i18n/widget';
import { StartForm } from './StartForm';

/**
 * The conversation view (its event stream, its messages and files) loads when there is a
 * conversation to show: a first visitor's page carries the form alone (bench:bundle).
 */
const Conversation = lazy(() =>
  import('./Conversation').then((module) => ({ default: module.Conversation })),
);
import {
  currentConversation,
  embeddingOrigin,
  forget,
  leaveCurrent,
  remember,
  restoreFromParent,
  type StoredConversation,
} from './storage';

/** Messages between the widget's page and its loader on the website (widget.js). */
export const MESSAGE = {
  /** Page → loader: close the panel (the customer pressed Escape or the close button). */
  close: 'backoffice-chat:close',
  /** Loader → page: the panel was opened or closed. */
  visible: 'backoffice-chat:visible',
  /**
   * Page → loader: `count` of our replies the customer has not seen (the button's badge), or
   * null when there is no conversation (the loader then stops loading the frame with the page).
   */
  unread: 'backoffice-chat:unread',
} as const;

/**
 * Whether the customer can see the page: the tab is in front and (embedded) the panel open, as
 * the embedding page of `host` says.
 */
function useVisible(embedded: boolean, host: string | undefined) {
  const [panelOpen, setPanelOpen] = useState(!embedded);
  const [tabVisible, setTabVisible] = useState(document.visibilityState !== 'hidden');
  useEffect(() => {
    const onVisibility = () => setTabVisible(document.visibilityState !== 'hidden');
    const onMessage = (event: MessageEvent) => {
      // Only the page that frames this one, of WIDGET_ORIGINS, may say whether its panel is open.
      if (!embedded || event.source !== window.parent || event.origin !== host) return;
      const data = event.data as { type?: unknown; visible?: unknown } | null;
      if (data?.type === MESSAGE.visible) setPanelOpen(data.visible === true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('message', onMessage);
    };
  }, [embedded, host]);
  return panelOpen && tabVisible;
}

/**
 * The widget: the form of a first visit, then the conversation, kept in this browser so that
 * a reload or a later visit shows it again.
 */
export function Widget({
  t,
  language,
  embedded,
  page,
  initial,
}: {
  t: WidgetT;
  /** The language of `t`, told to the server with a new conversation. */
  language: WidgetLanguage;
  /** Framed by the website's loader (a close button), or full page (the e-mail link). */
  embedded: boolean;
  /** The address of the website page the widget was opened on, told with a new conversation. */
  page?: string;
  initial?: StoredConversation;
}) {
  const [conversation, setConversation] = useState(() => initial ?? currentConversation());
  const [notice, setNotice] = useState<string>();
  // The embedding page, when it is one of WIDGET_ORIGINS: messages go to it alone.
  const [host] = useState(() => (embedded ? embeddingOrigin(window) : undefined));
  const visible = useVisible(embedded, host);
  // Storage kept by the loader (see storage.ts): its conversation, once it arrives.
  useEffect(
    () => restoreFromParent(() => setConversation((shown) => shown ?? currentConversation())),
    [],
  );

  const close = () => {
    if (host) window.parent.postMessage({ type: MESSAGE.close }, host);
  };
  const tellUnread = useCallback(
    (count: number | null) => {
      if (host) window.parent.postMessage({ type: MESSAGE.unread, count }, host);
    },
    [host],
  );
  const hasConversation = conversation !== undefined;
  useEffect(() => {
    if (!hasConversation) tellUnread(null);
  }, [hasConversation, tellUnread]);
  useEffect(() => {
    if (!host) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.parent.postMessage({ type: MESSAGE.close }, host);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [host]);

  const onGone = useCallback(() => {
    setConversation((current) => {
      if (current) forget(current.id);
      return undefined;
    });
    setNotice(t('widget.gone'));
  }, [t]);

  return (
    <div className={`bo-widget${embedded ? ' bo-widget--embedded' : ' bo-widget--page'}`}>
      {embedded && (
        <button
          type="button"
          className="bo-widget__close"
          onClick={close}
          aria-label={t('widget.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      <main className="bo-widget__main">
        {conversation ? (
          <Suspense fallback={<p className="bo-widget__loading">{t('widget.loading')}</p>}>
            <Conversation
              key={conversation.id}
              t={t}
              language={language}
              conversation={conversation}
              visible={visible}
              onGone={onGone}
              onUnseen={host ? tellUnread : undefined}
              onNew={() => {
                leaveCurrent();
                setNotice(undefined);
                setConversation(undefined);
              }}
            />
          </Suspense>
        ) : (
          <StartForm
            t={t}
            language={language}
            page={page}
            notice={notice}
            onStarted={(started) => {
              remember(started);
              setNotice(undefined);
              setConversation(started);
            }}
          />
        )}
      </main>
    </div>
  );
}
