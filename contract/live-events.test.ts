import {
  CHAT_EVENT_KINDS,
  chatEventOf,
  parseChatEvent,
  parseQuoteAnswered,
  quoteAnsweredOf,
} from './live-events';

describe('parseChatEvent, the one reader of a live event', () => {
  test('reads every kind, with and without a sender', () => {
    for (const kind of CHAT_EVENT_KINDS)
      expect(parseChatEvent(JSON.stringify({ chatId: 7, kind }))).toEqual({ chatId: 7, kind });
    expect(parseChatEvent('{"chatId":3,"kind":"message","sender":"staff"}')).toEqual({
      chatId: 3,
      kind: 'message',
      sender: 'staff',
    });
  });

  test('reads the screen that caused it', () => {
    expect(parseChatEvent('{"chatId":3,"kind":"status","origin":"tab-1234"}')).toEqual({
      chatId: 3,
      kind: 'status',
      origin: 'tab-1234',
    });
  });

  test('keeps only the fields of ChatEvent, and drops a null sender or origin (a notice of the database)', () => {
    expect(
      chatEventOf({ id: '12', chatId: 3, kind: 'removed', sender: null, origin: null, text: 'x' }),
    ).toEqual({
      chatId: 3,
      kind: 'removed',
    });
  });

  test.each([
    ['not JSON', '{"chatId":'],
    ['an array', '[1]'],
    ['no chat', '{"kind":"message"}'],
    ['a chat id as text', '{"chatId":"3","kind":"message"}'],
    ['a chat id that is no id', '{"chatId":0,"kind":"message"}'],
    ['an unknown kind', '{"chatId":3,"kind":"typing"}'],
    ['an unknown sender', '{"chatId":3,"kind":"message","sender":"bot"}'],
    ['an origin that is no text', '{"chatId":3,"kind":"message","origin":7}'],
  ])('refuses %s', (_name, data) => {
    expect(parseChatEvent(data)).toBeUndefined();
  });
});

describe("parseQuoteAnswered, the reader of a customer's answer to a quote", () => {
  test('reads the answer, and drops what the event does not carry (the customer)', () => {
    expect(parseQuoteAnswered('{"quoteId":7,"number":"OF-2026-0004","accepted":true}')).toEqual({
      quoteId: 7,
      number: 'OF-2026-0004',
      accepted: true,
    });
    expect(
      quoteAnsweredOf({ quoteId: 7, number: 'OF-2026-0004', accepted: false, customerId: 3 }),
    ).toEqual({ quoteId: 7, number: 'OF-2026-0004', accepted: false });
  });

  test('answers undefined for anything else', () => {
    for (const data of [
      'not json',
      'null',
      '{"quoteId":0,"number":"OF-1","accepted":true}',
      '{"quoteId":7,"number":12,"accepted":true}',
      '{"quoteId":7,"number":"OF-1","accepted":"ja"}',
      '{"quoteId":7,"number":"OF-1"}',
    ])
      expect(parseQuoteAnswered(data)).toBeUndefined();
  });
});
