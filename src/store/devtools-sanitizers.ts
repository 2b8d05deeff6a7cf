import type { Action } from '@reduxjs/toolkit';

// Support engineers read production state and action traces in Redux DevTools, of the back office
// and of the chat widget. Nothing secret and nothing huge may reach them: tokens and passwords are
// masked, images are summarised.

const SECRET_KEY = /token|password|authorization|secret/i;
/** A value that looks like an access token (the widget's are 43 characters of base64url). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;
const DATA_URL = /^data:([\w/+.-]+);base64,/;
const BARE_BASE64 = /^[A-Za-z0-9+/]{256,}={0,2}$/;
const MAX_DEPTH = 12;

function describeBytes(length: number): string {
  return length >= 1024 ? `${Math.round(length / 1024)} kB` : `${length} B`;
}

export interface SanitizeOptions {
  /** Mask every string that looks like a token, whatever its key (the widget's traces). */
  tokenLikeValues?: boolean;
}

function sanitizeString(value: string, options: SanitizeOptions): string {
  if (options.tokenLikeValues && TOKEN_LIKE.test(value)) return '<hidden>';
  const dataUrl = DATA_URL.exec(value);
  if (dataUrl) return `<${dataUrl[1]} ${describeBytes(value.length)}>`;
  if (value.length >= 256 && BARE_BASE64.test(value))
    return `<base64 ${describeBytes(value.length)}>`;
  return value;
}

/** A copy of `value` with secrets and images replaced by short placeholders. */
export function sanitize(value: unknown, options: SanitizeOptions = {}, depth = 0): unknown {
  if (typeof value === 'string') return sanitizeString(value, options);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return '<…>';
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = value instanceof File ? `${value.name} ` : '';
    return `<file ${name}${describeBytes(value.size)}>`;
  }
  // A call's request and answer (RTK Query's baseQueryMeta): their bodies may hold a token,
  // and their headers a credential; what they say of themselves is enough.
  if (typeof Request !== 'undefined' && value instanceof Request) {
    return `<request ${value.method} ${value.url.split('?')[0]}>`;
  }
  if (typeof Response !== 'undefined' && value instanceof Response) {
    return `<response ${value.status}>`;
  }
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    return sanitize(Object.fromEntries(value.entries()), options, depth + 1);
  }
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return sanitize(Object.fromEntries(value.entries()), options, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => sanitize(item, options, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '') {
      copy[key] = '<hidden>';
    } else {
      copy[key] = typeof item === 'function' ? '<function>' : sanitize(item, options, depth + 1);
    }
  }
  return copy;
}

// RTK Query's thunks all share three types per kind (`api/executeQuery/fulfilled`); the endpoint
// is only in meta.arg. The copy shown names the operation, so a trace reads as events.
const RTK_QUERY_THUNK =
  /^[^/]+\/execute(?:Query|InfiniteQuery|Mutation)\/(pending|fulfilled|rejected)$/;

function displayType(action: Action): string {
  const phase = RTK_QUERY_THUNK.exec(action.type)?.[1];
  const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
  const endpointName = meta?.arg?.endpointName;
  return phase && typeof endpointName === 'string' ? `${endpointName}/${phase}` : action.type;
}

/** The sanitizers of a store's DevTools: actions named by their operation, secrets masked. */
export function devToolsSanitizers(options: SanitizeOptions = {}) {
  return {
    /** The action as DevTools shows it: sanitized, named by its operation. The real one is untouched. */
    actionSanitizer: <A extends Action>(action: A): A => {
      const copy = sanitize(action, options) as A;
      return { ...copy, type: displayType(action) };
    },
    stateSanitizer: <S>(state: S): S => sanitize(state, options) as S,
  };
}
