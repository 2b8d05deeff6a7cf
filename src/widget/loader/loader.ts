import { languageOf, widgetLabels } from '../../i18n/widget';

/**
 * widget.js: the one line the company's website embeds. It puts a chat button in the page's
 * bottom-right corner (in a shadow root: the page's CSS cannot touch it) and, on the
 * first click, the conversation in an iframe served by the back office (/widget/), which the
 * page's scripts cannot read. Dutch unless the script tag says `data-lang="en"` or the page's
 * `<html lang>` is English.
 */

const CLOSE = 'backoffice-chat:close';
const VISIBLE = 'backoffice-chat:visible';
/** The widget's stored state, kept here when its frame may not store it (see storage.ts). */
const STATE = 'backoffice-chat:state';
const STORE = 'backoffice-chat:store';
const ASK = 'backoffice-chat:ask-state';
/** Frame → loader: how many of our replies the customer has not seen (null: no conversation). */
const UNREAD = 'backoffice-chat:unread';
const KEY = 'backoffice-chat';
/**
 * Kept in the website's storage while this browser has a conversation (no token, no text): the
 * frame then loads with the page, hidden, to count our replies for the button's badge.
 */
const ACTIVE = 'backoffice-chat:active';

const kept = (key = KEY) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const keep = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not kept: the conversation lasts as long as the page.
  }
};

const STYLE = `
:host { all: initial; }
.launcher {
  position: fixed; right: 20px; bottom: 20px; z-index: 2147483646;
  width: 56px; height: 56px; padding: 0; border: 0; border-radius: 50%;
  background: #0d7070; color: #fff; cursor: pointer;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  display: flex; align-items: center; justify-content: center;
}
.launcher[hidden] { display: none; }
.launcher:hover { background: #095656; }
.launcher:focus-visible { outline: 3px solid #0d7070; outline-offset: 3px; }
.icon { display: flex; }
.launcher svg { width: 28px; height: 28px; fill: currentColor; }
.badge {
  position: absolute; top: -4px; right: -4px; box-sizing: border-box;
  min-width: 22px; height: 22px; padding: 0 6px; border: 2px solid #fff; border-radius: 11px;
  background: #b3261e; color: #fff; font: 700 12px/18px system-ui, sans-serif; text-align: center;
}
.badge[hidden] { display: none; }
.panel {
  position: fixed; right: 20px; bottom: 88px; z-index: 2147483647;
  width: 380px; height: 600px; max-height: calc(100vh - 108px);
  border-radius: 12px; overflow: hidden; background: #fff;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
}
.panel[hidden] { display: none; }
iframe { display: block; width: 100%; height: 100%; border: 0; }
@media (max-width: 480px) {
  .panel { inset: 0; width: 100%; height: 100%; max-height: none; border-radius: 0; }
  .panel:not([hidden]) ~ .launcher { display: none; }
}
`;

const CHAT_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h10V9H7zm0-3v2h10V6H7zm0 6v2h7v-2H7z"/></svg>';
const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"/></svg>';

/** Whether this page may show the chat of the back office at `origin`. */
export type SiteCheck = 'allowed' | 'refused' | 'unreachable';

/**
 * Asks the back office whether this site may use its chat: only the sites of WIDGET_ORIGINS
 * may read its public calls (CORS), and only they may frame its page. A refused read of a
 * server that answers (a `no-cors` read gets through) means this site is not one of them.
 */
export async function checkSite(origin: string): Promise<SiteCheck> {
  const url = `${origin}/api/chat/public/availability`;
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    return response.ok ? 'allowed' : 'unreachable';
  } catch {
    try {
      await fetch(url, { mode: 'no-cors', credentials: 'omit' });
      return 'refused';
    } catch {
      return 'unreachable';
    }
  }
}

/** The one console line a site that cannot show the chat gets, for whoever set it up. */
export function refusalLine(check: Exclude<SiteCheck, 'allowed'>, origin: string, site: string) {
  return check === 'refused'
    ? `Chat widget: ${site} is not in WIDGET_ORIGINS of ${origin}; add it there to show the chat button.`
    : `Chat widget: ${origin} does not answer; the chat button is not shown.`;
}

/**
 * Starts the widget on the page of `script`; answers its shadow root (for tests). The button
 * shows once `check` says this site may use the chat (a site outside WIDGET_ORIGINS would get
 * a frame the browser refuses); otherwise it stays hidden and the console says why.
 */
export function startWidget(
  script: HTMLScriptElement | null,
  document: Document,
  check: (origin: string) => Promise<SiteCheck> = checkSite,
) {
  if (!script?.src || document.querySelector('[data-backoffice-chat]')) return undefined;
  const origin = new URL(script.src).origin;
  const language = languageOf(script.dataset.lang ?? document.documentElement.lang);
  const t = widgetLabels(language);

  const host = document.createElement('div');
  host.setAttribute('data-backoffice-chat', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.hidden = true;
  panel.id = 'backoffice-chat-panel';
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'launcher';
  launcher.setAttribute('aria-controls', panel.id);
  const icon = document.createElement('span');
  icon.className = 'icon';
  const badge = document.createElement('span');
  badge.className = 'badge';
  badge.setAttribute('aria-hidden', 'true');
  launcher.append(icon, badge);
  root.append(style, panel, launcher);

  let frame: HTMLIFrameElement | undefined;
  /** Our replies the customer has not seen, as the frame counts them (the page's title stays). */
  let unread = 0;
  const render = (open: boolean) => {
    icon.innerHTML = open ? CLOSE_ICON : CHAT_ICON;
    const shown = !open && unread > 0;
    badge.hidden = !shown;
    badge.textContent = unread > 99 ? '99+' : String(unread);
    const label = t(open ? 'widget.close' : 'widget.open');
    const count = unread === 1 ? t('widget.unreadOne') : t('widget.unreadMany', { count: unread });
    launcher.setAttribute('aria-label', shown ? `${label} (${count})` : label);
    launcher.setAttribute('aria-expanded', String(open));
  };
  const tell = (open: boolean) =>
    frame?.contentWindow?.postMessage({ type: VISIBLE, visible: open }, origin);

  /** The conversation's frame, created hidden until the panel opens. */
  const createFrame = () => {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.title = t('widget.frameTitle');
      // The page's own origin: the frame posts to it alone, if it is one of WIDGET_ORIGINS.
      // The page's address (origin and path) goes with a new conversation: where chats start.
      const page = encodeURIComponent(location.origin + location.pathname);
      frame.src = `${origin}/widget/?lang=${language}&embed=1&host=${encodeURIComponent(location.origin)}&page=${page}`;
      frame.addEventListener('load', () => {
        tell(!panel.hidden);
        if (!panel.hidden) frame?.focus();
      });
      panel.append(frame);
    }
    return frame;
  };
  const open = () => {
    const shown = createFrame();
    panel.hidden = false;
    unread = 0;
    render(true);
    tell(true);
    shown.focus();
  };
  const close = () => {
    panel.hidden = true;
    render(false);
    tell(false);
    launcher.focus();
  };

  launcher.addEventListener('click', () => (panel.hidden ? open() : close()));
  window.addEventListener('message', (event) => {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: unknown; state?: unknown } | null;
    if (data?.type === CLOSE) close();
    if (data?.type === UNREAD) {
      const count = (data as { count?: unknown }).count;
      keep(ACTIVE, count === null ? null : '1');
      unread = Number.isSafeInteger(count) && (count as number) > 0 ? (count as number) : 0;
      render(!panel.hidden);
    }
    if (data?.type === ASK)
      frame.contentWindow?.postMessage({ type: STATE, state: kept() }, origin);
    if (data?.type === STORE && typeof data.state === 'string') {
      try {
        localStorage.setItem(KEY, data.state);
      } catch {
        // Not kept: the conversation lasts as long as the page.
      }
    }
  });
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) close();
  });
  render(false);
  launcher.hidden = true;
  document.body.append(host);
  void check(origin).then((answer) => {
    if (answer !== 'allowed') {
      console.warn(refusalLine(answer, origin, location.origin));
      return;
    }
    launcher.hidden = false;
    // A conversation in this browser: the frame counts our replies from the start.
    if (kept(ACTIVE)) createFrame();
  });
  return root;
}

startWidget(document.currentScript as HTMLScriptElement | null, document);
