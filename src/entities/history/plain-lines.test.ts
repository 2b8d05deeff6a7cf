import { plainLines } from './plain-lines';

describe('plainLines', () => {
  it('reads rich text as plain text, one line per paragraph, heading or break', () => {
    expect(
      plainLines('<h2>Dakwerken</h2><p>Herstel van <b>platte</b>   daken<br>en goten</p><p> </p>'),
    ).toBe('Dakwerken\nHerstel van platte daken\nen goten');
  });

  it('decodes entities, drops what is not prose, and reads a long text whole', () => {
    expect(plainLines('Prijs &amp; btw<script>alert(1)</script><style>b{}</style>')).toBe(
      'Prijs & btw',
    );
    const long = `<p>${'woord '.repeat(2000)}einde</p>`;
    expect(plainLines(long).endsWith('einde')).toBe(true);
    expect(plainLines('')).toBe('');
    expect(plainLines('  hero.titel  ')).toBe('hero.titel');
  });
});
