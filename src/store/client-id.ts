/**
 * This screen's own id, one per browser tab (and per page load): every call sends it as
 * `X-Client-Id`, and the live chat events a call causes carry it as `origin`. The screen then
 * knows an event of its own write, whose answer it refreshed already (src/features/chats/live.ts).
 * 128 random bits as hex (getRandomValues: crypto.randomUUID needs a secure context).
 */
export const CLIENT_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
