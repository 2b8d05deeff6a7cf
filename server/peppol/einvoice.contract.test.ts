import { EInvoiceGateway, verifyEInvoiceWebhook } from './einvoice';
import { GatewayError } from './gateway';
import { UNREACHABLE_TEST_PARTICIPANT } from './local-access-point';
import { canonicalJson, signatureOf } from './webhook-signature';

/**
 * The adapter against e-invoice.be itself (their staging by default: EINVOICE_API_URL), run
 * only with an API key in EINVOICE_API_KEY (docs/operations.md § Peppol). It reads; it sends no
 * invoice, which would use the account's credits. Without the key the calls are skipped, and
 * the skipped tests' names say why.
 */
const apiKey = process.env.EINVOICE_API_KEY;
const baseUrl = process.env.EINVOICE_API_URL || 'https://api-dev.e-invoice.be';
const contract = apiKey ? describe : describe.skip;
const why = apiKey ? '' : ' (skipped: EINVOICE_API_KEY is not set)';

contract(`e-invoice.be's API at ${baseUrl}${why}`, () => {
  const gateway = new EInvoiceGateway({ baseUrl, apiKey: apiKey ?? '', webhookSecret: 'unused' });
  jest.setTimeout(60_000);

  test("a company on Peppol is found (e-invoice.be's own), a number no one has is not", async () => {
    expect(await gateway.lookup('0208:1018265814')).toEqual({ reachable: true });
    expect(await gateway.lookup(UNREACHABLE_TEST_PARTICIPANT)).toEqual({ reachable: false });
  });

  test('the inbox answers a list of references', async () => {
    const incoming = await gateway.listIncoming(new Date(Date.now() - 30 * 86_400_000));
    expect(Array.isArray(incoming)).toBe(true);
    for (const item of incoming) expect(typeof item.ref).toBe('string');
  });

  test("a document that does not exist is the provider's 404, as a GatewayError", async () => {
    const error = await gateway.status('00000000-0000-0000-0000-000000000000').catch((e) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect([404, 422]).toContain((error as GatewayError).status);
  });
});

test(`a webhook signed as e-invoice.be documents it verifies, without an account`, () => {
  // Runs always: the documented scheme, independent of an account.
  const event = {
    id: 'evt-doc',
    type: 'document.sent',
    timestamp: '2026-11-29T08:00:00Z',
    data: { document_id: 'doc-1' },
  };
  const body = Buffer.from(canonicalJson(event));
  const parsed = verifyEInvoiceWebhook(
    { webhookSecret: 'secret' },
    { 'x-signature': signatureOf('secret', body) },
    body,
    new Date('2026-11-29T08:01:00Z'),
  );
  expect(parsed).toMatchObject({ id: 'evt-doc', ref: 'doc-1', state: 'delivered' });
});
