import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../../test/hostile-inputs';
import { plainExcerpt, readings } from './plain-text';

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

  it('reads the stored form without a parser, as the browser reads it', () => {
    for (const edge of ['tekst</br>tekst', '&am<b>p;</b>', 'a<br\u00a0>b', '&lt<span>;</span>']) {
      const fast = readings.storedText(edge);
      if (fast !== undefined) expect([edge, fast]).toEqual([edge, readings.parsedText(edge)]);
    }
    // Cut inside a paragraph: the browser ends it there.
    expect(readings.storedText('<p>Een lange tekst')).toBe('Een lange tekst ');
    expect(readings.parsedText('<p>Een lange tekst')).toBe('Een lange tekst ');
    const stored = [
      '<p>Wij plannen de werken <b>zo</b> dat u&nbsp;zo kort mogelijk zonder keuken zit.</p>',
      '<h2>Dakwerken</h2><p>Herstel<br>en <span style="color: #c00">goten</span></p>',
      '<p><a href="https://www.example.be/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Site</a> &amp; meer</p>',
    ];
    for (const html of stored) {
      expect(readings.storedText(html)).toBe(readings.parsedText(html));
    }
  });

  it('gives the same excerpt as the browser for any mix of markup, left to the browser when unsure', () => {
    const pieces = [
      '<p>',
      '</p>',
      '<h2>',
      '</h2>',
      '<H3>',
      '</h3>',
      '<b>',
      '</b>',
      '<strong>',
      '</strong>',
      '<br>',
      '<br/>',
      '</br>',
      '<span style="color: #f00">',
      '</span>',
      '<a href="https://x.be/?a=1&amp;b=2" target="_blank">',
      '</a>',
      '<a href="x>y">',
      '&amp;',
      '&lt;',
      '&gt;',
      '&nbsp;',
      '&#39;',
      '&quot;',
      '&#8364;',
      '&amp',
      'tekst',
      'Één ',
      ' ',
      '\n',
      '>',
      '<i>',
      '</i>',
      '<p/>',
      '<!-- c -->',
      '<',
      '&',
      '<script>x</script>',
      '<div>',
      'amp;',
      ';',
      '\u00a0',
      '<br\u00a0>',
      '&am',
      '<br />',
    ];
    // A fixed sequence of choices (a linear congruential generator), the same on every run.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    let read = 0;
    for (let run = 0; run < 3000; run++) {
      const html = Array.from({ length: 1 + next(12) }, () => pieces[next(pieces.length)]).join('');
      const fast = readings.storedText(html);
      if (fast === undefined) continue;
      read++;
      const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect([html, collapse(fast)]).toEqual([html, collapse(readings.parsedText(html))]);
    }
    // Both ways were taken.
    expect(read).toBeGreaterThan(300);
    expect(read).toBeLessThan(3000);
  });
});
