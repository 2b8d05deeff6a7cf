import { canonicalJson, signatureMatches, signatureOf } from './webhook-signature';

describe('the webhook signature as e-invoice.be computes it', () => {
  test("the provider's documented example: sorted keys, Python's separators, the same HMAC", () => {
    const payload = {
      document: {
        id: 'doc-1',
        name: 'test.xml',
        type: 'application/xml',
        size: 100,
        url: 'https://example.com/test.xml',
      },
    };
    const text = canonicalJson(payload);
    expect(text).toBe(
      '{"document": {"id": "doc-1", "name": "test.xml", "size": 100, "type": "application/xml", "url": "https://example.com/test.xml"}}',
    );
    expect(signatureOf('secret', text)).toBe(
      'sha256=6722b498bf28ce7ca5a6f21c0fca9166e24dea480978b276725ff46e503dd70f',
    );
  });

  test('characters outside printable ASCII are escaped as Python escapes them', () => {
    expect(canonicalJson({ b: 'Café ⚡️', a: ['x\n', null, true, 1.5] })).toBe(
      '{"a": ["x\\n", null, true, 1.5], "b": "Caf\\u00e9 \\u26a1\\ufe0f"}',
    );
  });

  test('a signature matches over the raw bytes or their canonical form, and under the right secret only', () => {
    const event = { id: 'e1', type: 'document.sent', data: { document_id: 'd1' } };
    const raw = Buffer.from(JSON.stringify(event)); // compact: not the canonical bytes
    const canonical = signatureOf('s3cret', canonicalJson(event));
    expect(signatureMatches('s3cret', canonical, raw, event)).toBe(true);
    expect(signatureMatches('s3cret', signatureOf('s3cret', raw), raw, event)).toBe(true);
    expect(signatureMatches('other', canonical, raw, event)).toBe(false);
    expect(signatureMatches('s3cret', canonical.slice(0, -1), raw, event)).toBe(false);
    expect(signatureMatches('s3cret', undefined, raw, event)).toBe(false);
    expect(signatureMatches('', signatureOf('', raw), raw, event)).toBe(false);
  });
});
