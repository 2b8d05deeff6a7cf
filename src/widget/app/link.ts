import { remember, type StoredConversation } from './storage';

/**
 * The conversation a link opens (`/widget/?chat={id}#token={token}`, sent by e-mail): kept in
 * this browser, and the token taken out of the address at once, out of history and screenshots.
 * The token is in the fragment, so it never reaches a server log or a Referer.
 */
export function conversationFromLink(): StoredConversation | undefined {
  const id = Number(new URLSearchParams(location.search).get('chat'));
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (!Number.isInteger(id) || id <= 0 || !token) return undefined;
  const conversation = { id, accessToken: token, subject: '' };
  remember(conversation);
  history.replaceState(null, '', location.pathname + location.search);
  return conversation;
}
