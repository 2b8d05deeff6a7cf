import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../../markup/hostile-inputs';
import { plainExcerpt } from './plain-text';

describe('plainExcerpt', () => {
  it('reads rich text as one line of plain text', () => {
    expect(
      plainExcerpt('<h2>Dakwerken</h2><p>Herstel van <b>platte</b> daken<br>en goten</p>'),
    ).toBe('Dakwerken Herstel van platte daken en goten');
    expect(plainExcerpt('Prijs &amp; btw &lt;inbegrepen&gt;&nbsp;&#8364;')).toBe(
      'Prijs & btw <inbegrepen> €',
    );
    expect(plainExcerpt('<a href="tel:+3292345678">09 234 56 78</a>')).toBe('09 234 56 78');
    expect(plainExcerpt('')).toBe('');
  });

  it('shortens a long text to the given length, ending in an ellipsis', () => {
    const excerpt = plainExcerpt(`<b>${'woord '.repeat(100)}</b>`, 20);
    expect(excerpt).toHaveLength(20);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('keeps the text of hostile markup and drops what is not prose', () => {
    for (const { name, input } of HOSTILE_INPUTS) {
      const excerpt = plainExcerpt(input, 10_000);
      expect([name, excerpt.includes(HOSTILE_TEXT)]).toEqual([name, true]);
    }
    expect(plainExcerpt('<script>alert(1)</script><style>b{}</style>Hallo')).toBe('Hallo');
    expect(plainExcerpt('<img src=x onerror="alert(1)">Hallo')).toBe('Hallo');
  });
});
