import { STORAGE_MESSAGE, embeddingOrigin, parentStore, type Frame } from './storage';

/**
 * The storage bridge between the widget's frame and its loader on the embedding page: the frame
 * hands its stored conversations (their tokens) only to a page of WIDGET_ORIGINS, posts to that
 * origin alone, and listens to nothing from another origin or another window.
 */

const SITE = 'https://www.dakwerken.example';
const EVIL = 'https://evil.example';

function pageWithOrigins(origins: string | null) {
  const document = window.document.implementation.createHTMLDocument('Chat');
  if (origins !== null) {
    const meta = document.createElement('meta');
    meta.name = 'backoffice-widget-origins';
    meta.content = origins;
    document.head.append(meta);
  }
  return document;
}

/** A frame embedded by a page that says it is `host` (and, where told, whose ancestor is). */
function frameOf(
  host: string | null,
  { ancestor, origins = `${SITE} https://shop.dakwerken.example` } = {} as {
    ancestor?: string;
    origins?: string | null;
  },
) {
  const events = new EventTarget();
  const parent = { postMessage: jest.fn() };
  const frame = {
    parent,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    location: {
      search: host === null ? '?embed=1' : `?embed=1&host=${encodeURIComponent(host)}`,
      ...(ancestor ? { ancestorOrigins: [ancestor] } : {}),
    },
    document: pageWithOrigins(origins),
  } as unknown as Frame;
  const deliver = (data: unknown, origin: string, source: unknown = parent) =>
    events.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { frame, parent, deliver };
}

describe('the embedding page', () => {
  test('is the page the loader names, when it is one of WIDGET_ORIGINS', () => {
    expect(embeddingOrigin(frameOf(SITE).frame)).toBe(SITE);
    expect(embeddingOrigin(frameOf(SITE, { ancestor: SITE }).frame)).toBe(SITE);
  });

  test.each([
    ['a site outside WIDGET_ORIGINS', frameOf(EVIL)],
    ['a site outside WIDGET_ORIGINS, as its browser says', frameOf(null, { ancestor: EVIL })],
    ['a loader that names an allowed site the browser denies', frameOf(SITE, { ancestor: EVIL })],
    ['no site named', frameOf(null)],
    ['a page without WIDGET_ORIGINS', frameOf(SITE, { origins: null })],
  ])('is none for %s', (_name, { frame }) => {
    expect(embeddingOrigin(frame)).toBeUndefined();
  });

  test('is none for a page that is not framed', () => {
    const { frame } = frameOf(SITE);
    const top = { ...frame } as { parent: unknown };
    top.parent = top;
    expect(embeddingOrigin(top as Frame)).toBeUndefined();
  });
});

describe('the bridge', () => {
  test('gives a page outside WIDGET_ORIGINS nothing: no bridge, nothing posted', () => {
    const { frame, parent } = frameOf(EVIL);
    expect(parentStore(frame, embeddingOrigin(frame))).toBeUndefined();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  test('asks and keeps through the embedding origin only, never "*"', () => {
    const { frame, parent } = frameOf(SITE);
    const store = parentStore(frame, embeddingOrigin(frame))!;
    store.ask(() => undefined);
    store.keep('{"conversations":[{"id":1,"accessToken":"t"}]}');
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: STORAGE_MESSAGE.ask }, SITE],
      [
        { type: STORAGE_MESSAGE.store, state: '{"conversations":[{"id":1,"accessToken":"t"}]}' },
        SITE,
      ],
    ]);
  });

  test('takes the state from the embedding page only: not from another origin, not from another window', () => {
    const { frame, deliver } = frameOf(SITE);
    const restored: string[] = [];
    const stop = parentStore(frame, embeddingOrigin(frame))!.ask((state) => restored.push(state));
    const state = { type: STORAGE_MESSAGE.state, state: '{"current":3}' };
    // A foreign origin, even from the parent window.
    deliver(state, EVIL);
    // The right origin, but another window (a popup or a sibling frame of that site).
    deliver(state, SITE, { postMessage: jest.fn() });
    // Not the state message.
    deliver({ type: 'something-else', state: 'x' }, SITE);
    expect(restored).toEqual([]);
    deliver(state, SITE);
    expect(restored).toEqual(['{"current":3}']);
    stop();
    deliver(state, SITE);
    expect(restored).toHaveLength(1);
  });
});
