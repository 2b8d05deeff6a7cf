import { devToolsSanitizers } from './devtools-sanitizers';

export { sanitize } from './devtools-sanitizers';

/** The back office's DevTools: sanitized traces (store/devtools-sanitizers.ts), 250 actions. */
export const { actionSanitizer, stateSanitizer } = devToolsSanitizers();

export const devToolsOptions = {
  name: 'Back office',
  maxAge: 250,
  actionSanitizer,
  stateSanitizer,
  // Traces cost time on every action, so only development builds record them.
  trace: process.env.NODE_ENV !== 'production',
  traceLimit: 25,
};
