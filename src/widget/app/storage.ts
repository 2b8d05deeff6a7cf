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
let parentKeeps = false;
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
  if (parentKeeps) window.parent.postMessage({ type: STORAGE_MESSAGE.store, state: value }, '*');
}

/**
 * In a frame without storage of its own, the loader's copy is used: `onRestored` is called
 * when it arrives. Answers how to stop listening.
 */
export function restoreFromParent(onRestored: () => void): () => void {
  if (own || window.parent === window) return () => undefined;
  parentKeeps = true;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; state?: unknown } | null;
    if (event.source !== window.parent || data?.type !== STORAGE_MESSAGE.state) return;
    if (typeof data.state !== 'string' || memory !== null) return;
    memory = data.state;
    onRestored();
  };
  window.addEventListener('message', onMessage);
  window.parent.postMessage({ type: STORAGE_MESSAGE.ask }, '*');
  return () => window.removeEventListener('message', onMessage);
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

function write(conversations: StoredConversation[], current: number | null) {
  try {
    save(JSON.stringify({ conversations: conversations.slice(0, KEPT), current }));
  } catch {
    // Storage refused (private mode, full): the conversation lasts as long as the page.
  }
}

/** The conversation to show: the current one, unless the customer chose to start another. */
export function currentConversation(): StoredConversation | undefined {
  try {
    const value = JSON.parse(load() ?? '{}') as { current?: number | null };
    if (value.current === null) return undefined;
    return read().find((c) => c.id === value.current) ?? read()[0];
  } catch {
    return undefined;
  }
}

export function remember(conversation: StoredConversation) {
  write([conversation, ...read().filter((c) => c.id !== conversation.id)], conversation.id);
}

/** Back to the form; the conversation stays stored. */
export function leaveCurrent() {
  write(read(), null);
}

/** A conversation that is no longer available (removed by staff): forgotten. */
export function forget(id: number) {
  write(
    read().filter((c) => c.id !== id),
    null,
  );
}
