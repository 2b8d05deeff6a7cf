/**
 * The appointment a mail's link opens (`/widget/?appointment={id}#token={token}`): the token is
 * taken out of the address at once (out of history and screenshots) and kept for this tab only,
 * so a reload still opens the page. The token is in the fragment: it never reaches a server log.
 */
export function appointmentFromLink(): { id: number; token: string } | undefined {
  const id = Number(new URLSearchParams(location.search).get('appointment'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const key = `backoffice-appointment:${id}`;
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token');
  let token = fromHash;
  try {
    if (fromHash) sessionStorage.setItem(key, fromHash);
    else token = sessionStorage.getItem(key);
  } catch {
    // Storage may be refused (a private window): the token in memory still works.
  }
  if (fromHash) history.replaceState(null, '', location.pathname + location.search);
  return { id, token: token ?? '' };
}
