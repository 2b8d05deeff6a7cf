import fs from 'node:fs';
import path from 'node:path';
import { dictionaries } from './dictionaries';

// The contract is the source of truth: every code the server may answer is an enum value of
// ErrorAnswer.code in openapi.json. A code without a text would show the generic message.
const openapi = JSON.parse(fs.readFileSync(path.join(__dirname, '../../openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
};
const contractCodes = openapi.components.schemas.ErrorAnswer?.properties?.code?.enum ?? [];

/** Codes the SPA gives failures that carry no answer of ours (src/store/errors.ts). */
const SPA_CODES = ['NETWORK', 'UNKNOWN'];

const errorKeys = (locale: keyof typeof dictionaries) =>
  Object.keys(dictionaries[locale]).filter((key) => /^errors\.[A-Z_]+$/.test(key));

describe('error codes', () => {
  it('are a closed set in the contract', () => {
    expect(contractCodes.length).toBeGreaterThan(0);
  });

  describe.each(['nl_BE', 'en'] as const)('%s', (locale) => {
    const dictionary: Record<string, string> = dictionaries[locale];

    it('has a text for every code of the contract and of the SPA', () => {
      const missing = [...contractCodes, ...SPA_CODES].filter(
        (code) => !dictionary[`errors.${code}`]?.trim(),
      );
      expect(missing).toEqual([]);
    });

    it('has no text for a code nobody sends', () => {
      const known = new Set([...contractCodes, ...SPA_CODES]);
      const stale = errorKeys(locale).filter((key) => !known.has(key.slice('errors.'.length)));
      expect(stale).toEqual([]);
    });
  });
});
