import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes text a spreadsheet would run as a formula as text, with a leading quote', () => {
    const csv = toCsv(
      ['Medewerker', 'Uren'],
      [
        ['=1+1', 3],
        ['=HYPERLINK("http://x.example","klik")', 1],
        ['+32 470', 0],
        ['-weg', 0],
        ['@SUM(A1)', 0],
        ['\tTab', 0],
        ['\rCR', 0],
      ],
    );
    expect(csv.split('\r\n').slice(1, 6)).toEqual([
      "'=1+1,3",
      `"'=HYPERLINK(""http://x.example"",""klik"")",1`,
      "'+32 470,0",
      "'-weg,0",
      "'@SUM(A1),0",
    ]);
    expect(csv).toContain("'\tTab,0");
    // A carriage return still forces quotes (RFC 4180), after the prefix.
    expect(csv).toContain(`"'\rCR",0`);
  });

  it('keeps numbers the product writes as numbers, negative ones too, and plain text as is', () => {
    expect(
      toCsv(
        ['Naam', 'Verschil'],
        [
          ['Jan', -5],
          ['a=b', 2.5],
          [null, 0],
        ],
      ),
    ).toBe('Naam,Verschil\r\nJan,-5\r\na=b,2.5\r\n,0\r\n');
  });

  it('writes for a Belgian spreadsheet with semicolons, decimal commas and amounts in euros', () => {
    expect(
      toCsv(
        ['Nummer', 'Totaal', 'Aandeel'],
        [
          ['2026-0001; herzien', { cents: -123_456 }, 0.5],
          ['2026-0002', { cents: 5 }, 12],
        ],
        { separator: ';' },
      ),
    ).toBe('Nummer;Totaal;Aandeel\r\n"2026-0001; herzien";-1234,56;0,5\r\n2026-0002;0,05;12\r\n');
  });
});
