import type { Action } from '@reduxjs/toolkit';

// Support engineers read production state and action traces in Redux DevTools. Nothing secret
// and nothing huge may reach it: tokens and passwords are masked, images are summarised.

const SECRET_KEY = /token|password|authorization|secret/i;
const DATA_URL = /^data:([\w/+.-]+);base64,/;
const BARE_BASE64 = /^[A-Za-z0-9+/]{256,}={0,2}$/;
const MAX_DEPTH = 12;

function describeBytes(length: number): string {
  return length >= 1024 ? `${Math.round(length / 1024)} kB` : `${length} B`;
}

function sanitizeString(value: string): string {
  const dataUrl = DATA_URL.exec(value);
  if (dataUrl) return `<${dataUrl[1]} ${describeBytes(value.length)}>`;
  if (value.length >= 256 && BARE_BASE64.test(value))
    return `<base64 ${describeBytes(value.length)}>`;
  return value;
}

/** A copy of `value` with secrets and images replaced by short placeholders. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return sanitizeString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return '<…>';
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = value instanceof File ? `${value.name} ` : '';
    return `<file ${name}${describeBytes(value.size)}>`;
  }
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return sanitize(Object.fromEntries(value.entries()), depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => sanitize(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '') {
      copy[key] = '<hidden>';
    } else {
      copy[key] = typeof item === 'function' ? '<function>' : sanitize(item, depth + 1);
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

/** The action as DevTools shows it: sanitized, named by its operation. The real one is untouched. */
export const actionSanitizer = <A extends Action>(action: A): A => {
  const copy = sanitize(action) as A;
  return { ...copy, type: displayType(action) };
};
export const stateSanitizer = <S>(state: S): S => sanitize(state) as S;

export const devToolsOptions = {
  name: 'Back office',
  maxAge: 250,
  actionSanitizer,
  stateSanitizer,
  // Traces cost time on every action, so only development builds record them.
  trace: process.env.NODE_ENV !== 'production',
  traceLimit: 25,
};
