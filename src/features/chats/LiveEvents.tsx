import { useChatEvents } from './live';

/**
 * The staff event stream for the whole session, whatever the role: the menu mounts it once
 * signed in, so a role without the Berichten entry (a Technieker, whose stream carries the
 * conversations assigned to them) is live too.
 */
export function LiveEvents() {
  useChatEvents();
  return null;
}
