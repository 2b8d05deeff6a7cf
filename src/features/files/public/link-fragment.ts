/**
 * What a link's fragment carries (`#token=…&wachtwoord=1`): the token, which only the link holds
 * (a fragment is never sent to a server), and whether the page should ask a password at once.
 */
export function linkFragment(hash: string): { token: string; asksPassword: boolean } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('token') ?? '', asksPassword: params.get('wachtwoord') === '1' };
}

/** A header carries Latin-1 only: the password goes URI-encoded (the server decodes it). */
export const passwordHeader = (password: string) => encodeURIComponent(password);

/** The error code of a failed call, if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}
