import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../test/hostile-inputs';
import { isBlankRichText, richTextToPlain, sanitizeRichText } from './rich-text';

/** What must never reach a browser from a sanitized value. */
const DANGEROUS = [
  /<\s*script/i,
  /<\s*(iframe|svg|math|xmp|noscript|noembed|object|embed|template|style|img|form|details)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /href\s*=\s*"\s*data:/i,
  /href\s*=\s*"\s*\/\//i,
  /href\s*=\s*"\s*\\\\/i,
  /url\s*\(/i,
  /expression\s*\(/i,
];

describe('hostile input (the list shared with the SPA renderer)', () => {
  test.each(HOSTILE_INPUTS)('$name: nothing dangerous survives, the text does', (hostile) => {
    const output = sanitizeRichText(hostile.input);
    for (const pattern of DANGEROUS) expect(output).not.toMatch(pattern);
    for (const piece of hostile.mustNotSurvive) {
      expect(output.toLowerCase()).not.toContain(piece.toLowerCase());
    }
    expect(output).toContain(HOSTILE_TEXT);
    // Sanitizing is stable: a second pass changes nothing.
    expect(sanitizeRichText(output)).toBe(output);
  });

  test('an unclosed svg swallows what follows it', () => {
    expect(sanitizeRichText('Hallo<svg onload=alert(1)>wereld')).toBe('Hallo');
  });

  test('text that only looks like markup stays escaped', () => {
    const input = '&lt;script&gt;alert(1)&lt;/script&gt; 3 &lt; 4';
    expect(sanitizeRichText(input)).toBe(input);
  });

  test('a refused link is reduced to its text, markup inside it stays', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">klik <b>hier</b></a> nu')).toBe(
      'klik <b>hier</b> nu',
    );
    expect(sanitizeRichText('<a>geen adres</a>')).toBe('geen adres');
  });

  test('an empty refused link and an empty uncoloured span disappear', () => {
    expect(
      sanitizeRichText('<a href="javascript:alert(1)"></a><span style="position:fixed"> </span>x'),
    ).toBe('x');
  });

  test('a span whose only style was refused is reduced to its text', () => {
    expect(sanitizeRichText('<span style="font-size:90px">groot</span>')).toBe('groot');
  });

  test('a colour style keeps the colour and drops whatever else rides along', () => {
    expect(
      sanitizeRichText(
        '<span style="color:#ff0000;background:url(javascript:alert(1))">rood</span>',
      ),
    ).toBe('<span style="color:#ff0000">rood</span>');
  });
});

describe('allowed markup survives exactly', () => {
  test.each([
    ['bold', '<b>vet</b> en <strong>sterk</strong>'],
    ['headings h1 to h5', '<h1>een</h1><h2>twee</h2><h3>drie</h3><h4>vier</h4><h5>vijf</h5>'],
    ['paragraphs and a line break', '<p>Hallo<br />wereld</p><p>tweede</p>'],
    ['a hex colour', '<span style="color:#2a9d8f">teal</span>'],
    ['a short hex colour', '<span style="color:#f00">rood</span>'],
    ['an rgb() colour', '<span style="color:rgb(42, 157, 143)">teal</span>'],
    [
      'an https link',
      '<a href="https://www.example.be/diensten?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">diensten</a>',
    ],
    [
      'an http link',
      '<a href="http://example.be" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    [
      'a mailto link',
      '<a href="mailto:info@example.be" target="_blank" rel="noopener noreferrer">mail ons</a>',
    ],
    [
      'a tel link',
      '<a href="tel:+3291234567" target="_blank" rel="noopener noreferrer">bel ons</a>',
    ],
    [
      'markup nested',
      '<p><b>Let op:</b> <span style="color:#e76f51"><strong>nu</strong></span> <a href="https://example.be" target="_blank" rel="noopener noreferrer">hier</a></p>',
    ],
  ])('%s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('a line break is written in one form', () => {
    expect(sanitizeRichText('a<br>b')).toBe('a<br />b');
  });

  test.each([
    ['without target and rel', '<a href="https://example.be">x</a>'],
    ['with target _self', '<a href="https://example.be" target="_self">x</a>'],
    [
      'with rel opener and an onclick',
      '<a href="https://example.be" rel="opener" onclick="x()">x</a>',
    ],
    ['with a title and a class', '<a href="https://example.be" title="t" class="c">x</a>'],
  ])('a link %s gets target=_blank rel="noopener noreferrer" and nothing else', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(
      '<a href="https://example.be" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test.each([
    ['relative', '<a href="/contact">x</a>'],
    ['a fragment', '<a href="#boven">x</a>'],
    ['without a scheme', '<a href="www.example.be">x</a>'],
    ['ftp', '<a href="ftp://example.be">x</a>'],
  ])('a %s link is reduced to its text', (_name, html) => {
    expect(sanitizeRichText(html)).toBe('x');
  });

  test.each(['#ff', '#12345', '#1234567', 'red', 'rgb(1,2)', 'hsl(0, 100%, 50%)'])(
    'a colour %s outside the allowed forms is refused',
    (colour) => {
      expect(sanitizeRichText(`<span style="color:${colour}">x</span>`)).toBe('x');
    },
  );

  test('h6 and other tags are reduced to their text', () => {
    expect(sanitizeRichText('<h6>zes</h6>')).toBe('zes');
    expect(sanitizeRichText('<div><i>schuin</i> <u>onder</u></div>')).toBe('schuin onder');
  });

  test('surrounding white space is trimmed', () => {
    expect(sanitizeRichText('  <b>x</b>\n ')).toBe('<b>x</b>');
  });
});

describe('isBlankRichText', () => {
  test.each([
    '',
    '   ',
    '\n\t',
    '<p></p>',
    '<p> </p>',
    '<p>&nbsp;</p>',
    '<br />',
    '<b> </b><br>',
    '<h1></h1>',
  ])('%j is blank', (html) => {
    expect(isBlankRichText(html)).toBe(true);
  });

  test.each(['x', '<p>Hallo</p>', '<b>0</b>', '&amp;', '<span style="color:#f00">.</span>'])(
    '%j is not blank',
    (html) => {
      expect(isBlankRichText(html)).toBe(false);
    },
  );

  test('markup that sanitizes to nothing is blank', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe></iframe>',
    ]) {
      expect(isBlankRichText(sanitizeRichText(html))).toBe(true);
    }
  });
});

describe('richTextToPlain', () => {
  test.each([
    ['<p>Dakwerken</p>', 'Dakwerken'],
    ['<h2>Dak</h2><p>en <b>goten</b></p>', 'Dak en goten'],
    ['Eerste<br>tweede<br />derde', 'Eerste tweede derde'],
    ['<p>Gent &amp; Brugge &lt;3 &gt;</p>', 'Gent & Brugge <3 >'],
    ['<p>&amp;lt;</p>', '&lt;'],
    ['<p>&nbsp; a\u00a0 b </p>', 'a b'],
    ['<span style="color: #ff0000">rood</span> <a href="https://x.be">link</a>', 'rood link'],
    ['<p></p><p><br></p>', ''],
  ])('%j → %j', (html, text) => {
    expect(richTextToPlain(sanitizeRichText(html))).toBe(text);
  });
});
