/**
 * How this server reaches the Peppol network (docs/operations.md § Peppol):
 * - `PEPPOL=off` (default): not set up; invoices go by e-mail and the screens say so;
 * - `PEPPOL=local`: the local access point, started with the server (no contract, nothing
 *   leaves this machine): for trying the flow and for the tests;
 * - `PEPPOL=einvoice`: e-invoice.be, with PEPPOL_API_KEY and PEPPOL_WEBHOOK_SECRET, and
 *   PEPPOL_API_URL for their staging (https://api-dev.e-invoice.be).
 */
export type PeppolConfig =
  | { mode: 'off' }
  | { mode: 'local'; webhookToleranceSeconds: number; stepMs: number }
  | {
      mode: 'einvoice';
      apiUrl: string;
      apiKey: string;
      webhookSecret: string;
      webhookToleranceSeconds: number;
    };

export const EINVOICE_API_URL = 'https://api.e-invoice.be';

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

export function peppolConfig(env: NodeJS.ProcessEnv): PeppolConfig {
  const mode = (env.PEPPOL ?? '').trim().toLowerCase() || 'off';
  const webhookToleranceSeconds = Math.max(
    1,
    seconds(env, 'PEPPOL_WEBHOOK_TOLERANCE_SECONDS', 300),
  );
  if (mode === 'off') return { mode };
  if (mode === 'local')
    return {
      mode,
      webhookToleranceSeconds,
      stepMs: seconds(env, 'PEPPOL_LOCAL_STEP_SECONDS', 2) * 1000,
    };
  if (mode !== 'einvoice')
    throw new Error(`PEPPOL must be off, local or einvoice, got "${env.PEPPOL}"`);
  const apiKey = env.PEPPOL_API_KEY?.trim();
  const webhookSecret = env.PEPPOL_WEBHOOK_SECRET?.trim();
  // The values are secrets: the messages name the variables, never their contents.
  if (!apiKey) throw new Error('PEPPOL_API_KEY must be set when PEPPOL=einvoice');
  if (!webhookSecret)
    throw new Error(
      'PEPPOL_WEBHOOK_SECRET must be set when PEPPOL=einvoice: the secret e-invoice.be answered when the webhook was created',
    );
  const raw = env.PEPPOL_API_URL?.trim() || EINVOICE_API_URL;
  let apiUrl: URL;
  try {
    apiUrl = new URL(raw);
  } catch {
    throw new Error(`PEPPOL_API_URL must be an absolute https address, got "${raw}"`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(apiUrl.hostname);
  if (apiUrl.protocol !== 'https:' && !(apiUrl.protocol === 'http:' && local))
    throw new Error(
      `PEPPOL_API_URL must be an https address (http only for localhost), got "${raw}"`,
    );
  return {
    mode,
    apiUrl: apiUrl.toString().replace(/\/+$/, ''),
    apiKey,
    webhookSecret,
    webhookToleranceSeconds,
  };
}
