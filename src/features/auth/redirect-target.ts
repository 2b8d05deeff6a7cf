/**
 * The address inside the back office that /redirect/<path> continues to, or null when <path>
 * leads anywhere else: another site ("https://…", "//host"), a script ("javascript:…"), or
 * anything a browser might read as such (backslashes, control characters).
 */
export function redirectTarget(path: string, origin = window.location.origin): string | null {
  // Browsers read a backslash as a slash, and drop tabs and newlines from addresses.
  if (path.includes('\\') || [...path].some((char) => char < ' ' || char === '\u007f')) {
    return null;
  }
  // A leading slash would make "//host"; a scheme makes an absolute address.
  if (path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  let url: URL;
  try {
    url = new URL(`/${path}`, origin);
  } catch {
    return null;
  }
  // Dot segments can resolve to "//host" (".//host", "a/..//host"): a path a router reads as
  // another site, however it was spelt.
  if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
