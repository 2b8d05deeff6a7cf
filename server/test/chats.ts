import type { App } from '../app';

let started = 0;

/**
 * A customer, Lotte Maes, starts a conversation through `app`; answers its id and access token.
 * Each comes from a client address of its own, so the start limit stays out of the way.
 */
export async function startChatOn(app: App, subject = 'Lekkend dak') {
  const n = started++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject,
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte.maes@example.be' },
      content: 'Het regent binnen.',
    },
    remoteAddress: `10.200.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`no conversation: ${response.body}`);
  return response.json() as { id: number; accessToken: string };
}
