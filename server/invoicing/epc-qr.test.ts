import { EPC_MAX_BYTES, EpcPayloadError, epcPayload, ogmDigits } from './epc-qr';

const payment = {
  name: 'Bouwbedrijf Dewaele & Zonen BV',
  iban: 'BE68 5390 0754 7034',
  bic: 'GKCCBEBB',
  amount: 117853,
  structuredCommunication: '+++123/4567/89002+++',
};

describe('the EPC QR payload (EPC069-12, version 002)', () => {
  it('lists the elements in order: the OGM digits on the structured line, the text line empty', () => {
    expect(epcPayload(payment).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GKCCBEBB',
      'Bouwbedrijf Dewaele & Zonen BV',
      'BE68539007547034',
      'EUR1178.53',
      '',
      '123456789002',
    ]);
  });

  it('writes amounts with a point and two decimals, from one cent to the maximum', () => {
    expect(epcPayload({ ...payment, amount: 1 }).split('\n')[7]).toBe('EUR0.01');
    expect(epcPayload({ ...payment, amount: 120000 }).split('\n')[7]).toBe('EUR1200.00');
    expect(epcPayload({ ...payment, amount: 99_999_999_999 }).split('\n')[7]).toBe(
      'EUR999999999.99',
    );
  });

  it.each([0, -100, 100_000_000_000, 12.5])('refuses the amount %p cents', (amount) => {
    expect(() => epcPayload({ ...payment, amount })).toThrow(EpcPayloadError);
  });

  it('keeps 70 characters of a long name, accents counted as characters, and stays within 331 bytes', () => {
    const name = 'Société coopérative à responsabilité limitée des entrepreneurs généraux réunis';
    const payload = epcPayload({ ...payment, name });
    expect([...payload.split('\n')[5]]).toHaveLength(70);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(EPC_MAX_BYTES);
  });

  it('accepts the OGM as twelve digits or with asterisks and leaves out an empty BIC', () => {
    expect(ogmDigits('***123/4567/89002***')).toBe('123456789002');
    expect(
      epcPayload({ ...payment, bic: '', structuredCommunication: '123456789002' }).split('\n')[4],
    ).toBe('');
  });

  it('refuses a structured communication whose mod-97 check fails, and a bad IBAN or BIC', () => {
    expect(() =>
      epcPayload({ ...payment, structuredCommunication: '+++123/4567/89012+++' }),
    ).toThrow(EpcPayloadError);
    expect(() => epcPayload({ ...payment, structuredCommunication: 'factuur 42' })).toThrow(
      EpcPayloadError,
    );
    expect(() => epcPayload({ ...payment, iban: 'not an iban' })).toThrow(EpcPayloadError);
    expect(() => epcPayload({ ...payment, bic: 'GKCC' })).toThrow(EpcPayloadError);
  });

  it('checks the OGM whose remainder is 0 against 97', () => {
    // 0000000097 mod 97 = 0, so its check digits are 97.
    expect(ogmDigits('+++000/0000/09797+++')).toBe('000000009797');
  });
});
