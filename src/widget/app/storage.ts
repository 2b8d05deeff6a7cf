/**
 * The conversations this browser started, newest first, in the local storage of the widget's
 * own origin: a reload or a later visit shows the same conversation.
 *
 * A browser that refuses storage to a framed page of another site (third-party storage
 * blocked, as in private windows) gets the same through the website's loader instead: it
 * keeps the state in the website's own storage and hands it back when the frame loads
 * (`restoreFromParent`). Scripts of the company's site can then read it; without it, a
 * conversation would last only as long as the page.
 */
export interface StoredConversation {
  id: number;
  accessToken: string;
  subject: string;
  /** The newest message the customer has seen (the panel open): later replies are unseen. */
  seen?: number;
}

const KEY = 'backoffice-chat';

/** Messages with the loader about the stored state (see above). */
export const STORAGE_MESSAGE = {
  /** Loader → page: the state it keeps (a string or null). */
  state: 'backoffice-chat:state',
  /** Page → loader: keep this state. */
  store: 'backoffice-chat:store',
  /** Page → loader: send the state you keep. */
  ask: 'backoffice-chat:ask-state',
} as const;

/** The meta element the server writes WIDGET_ORIGINS into (server/plugins/spa.ts). */
const ORIGINS_META = 'backoffice-widget-origins';

/** The frame as the bridge sees it: its parent, its messages, its address, its page. */
export type Frame = Pick<Window, 'parent' | 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Location, 'search'> & { ancestorOrigins?: ArrayLike<string> };
  document: Pick<Document, 'querySelector'>;
};

/**
 * The origin of the page that frames this one, when it is one of WIDGET_ORIGINS; otherwise
 * undefined, and nothing is posted to it. The loader names it (`?host=`); where the browser
 * tells the frame its ancestors, both must agree. Posting to this origin only, the browser
 * delivers nothing to a parent of another origin, whatever it claimed.
 */
export function embeddingOrigin(frame: Frame): string | undefined {
  if (frame.parent === (frame as unknown)) return undefined;
  const claimed = new URLSearchParams(frame.location.search).get('host') ?? undefined;
  const ancestor = frame.location.ancestorOrigins?.[0];
  const origin = ancestor ?? claimed;
  if (!origin || (ancestor !== undefined && claimed !== undefined && ancestor !== claimed)) {
    return undefined;
  }
  const allowed = (
    frame.document.querySelector(`meta[name="${ORIGINS_META}"]`)?.getAttribute('content') ?? ''
  )
    .split(/\s+/)
    .filter(Boolean);
  return allowed.includes(origin) ? origin : undefined;
}

/** The embedding page's storage, kept by its loader, for a frame that has none of its own. */
export interface ParentStore {
  /** Asks for the state the loader keeps; `onState` gets it. Answers how to stop listening. */
  ask(onState: (state: string) => void): () => void;
  keep(state: string): void;
}

/**
 * The storage bridge with the loader: it talks to the parent of `origin` only, and listens to
 * nothing else (another origin, another window). Undefined when the frame has no embedding page
 * of WIDGET_ORIGINS: then the state is not handed to anyone.
 */
export function parentStore(frame: Frame, origin: string | undefined): ParentStore | undefined {
  if (origin === undefined) return undefined;
  const parent = frame.parent;
  return {
    keep: (state) => parent.postMessage({ type: STORAGE_MESSAGE.store, state }, origin),
    ask(onState) {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== parent || event.origin !== origin) return;
        const data = event.data as { type?: unknown; state?: unknown } | null;
        if (data?.type === STORAGE_MESSAGE.state && typeof data.state === 'string') {
          onState(data.state);
        }
      };
      frame.addEventListener('message', onMessage);
      parent.postMessage({ type: STORAGE_MESSAGE.ask }, origin);
      return () => frame.removeEventListener('message', onMessage);
    },
  };
}

function ownStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    storage.getItem(KEY);
    return storage;
  } catch {
    return undefined;
  }
}

/** Where the state lives: this origin's storage, or memory kept in step with the loader's. */
let memory: string | null = null;
let parent: ParentStore | undefined;
const own = ownStorage();

function load(): string | null {
  return own ? own.getItem(KEY) : memory;
}

function save(value: string) {
  if (own) {
    own.setItem(KEY, value);
    return;
  }
  memory = value;
  parent?.keep(value);
}

/**
 * In a frame without storage of its own, the loader's copy is used: `onRestored` is called
 * when it arrives. Answers how to stop listening.
 */
export function restoreFromParent(onRestored: () => void): () => void {
  if (own) return () => undefined;
  parent = parentStore(window, embeddingOrigin(window));
  if (!parent) return () => undefined;
  return parent.ask((state) => {
    if (memory !== null) return;
    memory = state;
    onRestored();
  });
}
/** Older conversations stay reachable through their e-mail link; a few are enough here. */
const KEPT = 10;

function read(): StoredConversation[] {
  try {
    const value = JSON.parse(load() ?? '{}') as {
      conversations?: unknown;
      current?: unknown;
    };
    return Array.isArray(value.conversations)
      ? value.conversations.filter(
          (c): c is StoredConversation =>
            Number.isInteger(c?.id) && typeof c?.accessToken === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The current conversation's id; null after `leaveCurrent`; undefined when none was chosen. */
function currentId(): number | null | undefined {
  try {
    return (JSON.parse(load() ?? '{}') as { current?: number | null }).current;
  } catch {
    return undefined;
  }
}

function write(conversations: StoredConversation[], current: number | null | undefined) {
  try {
    save(JSON.stringify({ conversations: conversations.slice(0, KEPT), current }));
  } catch {
    // Storage refused (private mode, full): the conversation lasts as long as the page.
  }
}

/** The conversation to show: the current one, unless the customer chose to start another. */
export function currentConversation(): StoredConversation | undefined {
  const current = currentId();
  if (current === null) return undefined;
  return read().find((c) => c.id === current) ?? read()[0];
}

export function remember(conversation: StoredConversation) {
  write([conversation, ...read().filter((c) => c.id !== conversation.id)], conversation.id);
}

/** Back to the form; the conversation stays stored. */
export function leaveCurrent() {
  write(read(), null);
}

/** The customer has seen the conversation up to message `messageId`. */
export function markSeen(id: number, messageId: number) {
  write(
    read().map((c) => (c.id === id ? { ...c, seen: messageId } : c)),
    currentId(),
  );
}

/** A conversation that is no longer available (removed by staff): forgotten. */
export function forget(id: number) {
  write(
    read().filter((c) => c.id !== id),
    null,
  );
}
