import { sanitizeRichText as serverSanitize } from '../../../markup/sanitize';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../../test/hostile-inputs';
import {
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  colourStyle,
  isAllowedColour,
  isAllowedHref,
} from '../../../markup/allow-list';
import { sanitizeRichText } from './sanitize';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** Every element, attribute, address and style of `html` is one the allow-list names. */
function expectOnlyAllowedMarkup(html: string) {
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    expect(RICH_TEXT_TAGS).toContain(tag);
    for (const { name, value } of element.attributes) {
      expect(RICH_TEXT_ATTRIBUTES[tag] ?? []).toContain(name);
      if (name === 'href') expect(isAllowedHref(value)).toBe(true);
      if (name === 'style') expect(colourStyle(value)).toBe(value);
    }
    if (tag === 'a') {
      expect(element.getAttribute('target')).toBe(LINK_TARGET);
      expect(element.getAttribute('rel')).toBe(LINK_REL);
    }
  }
}

const allowed: [string, string][] = [
  ['bold', '<b>vet</b> en <strong>sterk</strong>'],
  ['headings h1 to h5', '<h1>een</h1><h2>twee</h2><h3>drie</h3><h4>vier</h4><h5>vijf</h5>'],
  ['paragraphs and a line break', '<p>Hallo<br>wereld</p><p>tweede</p>'],
  ['a hex colour', '<span style="color:#2a9d8f">teal</span>'],
  ['an rgb() colour', '<span style="color:rgb(42, 157, 143)">teal</span>'],
  [
    'an https link',
    '<a href="https://www.example.be/diensten?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">diensten</a>',
  ],
  [
    'a mailto link',
    '<a href="mailto:info@example.be" target="_blank" rel="noopener noreferrer">m</a>',
  ],
  ['a tel link', '<a href="tel:+3291234567" target="_blank" rel="noopener noreferrer">bel</a>'],
  [
    'markup nested',
    '<p><b>Let op:</b> <span style="color:#e76f51"><strong>nu</strong></span> <a href="https://example.be" target="_blank" rel="noopener noreferrer">hier</a></p>',
  ],
];

describe('the SPA sanitizer on the shared hostile list', () => {
  test.each(HOSTILE_INPUTS)('$name: nothing dangerous survives, the text does', (hostile) => {
    const output = sanitizeRichText(hostile.input);
    for (const piece of hostile.mustNotSurvive) {
      expect(output.toLowerCase()).not.toContain(piece.toLowerCase());
    }
    expect(output).toContain(HOSTILE_TEXT);
    expectOnlyAllowedMarkup(output);
    expect(sanitizeRichText(output)).toBe(output);
  });

  test.each(HOSTILE_INPUTS)('$name: what the server stores, the SPA shows unchanged', (hostile) => {
    const stored = serverSanitize(hostile.input);
    expect(parse(sanitizeRichText(stored)).isEqualNode(parse(stored))).toBe(true);
  });
});

describe('allowed markup', () => {
  test.each(allowed)('%s survives, as on the server', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
    expect(parse(serverSanitize(html)).isEqualNode(parse(html))).toBe(true);
  });

  test('a link gets target=_blank and rel="noopener noreferrer", whatever it had', () => {
    expect(
      sanitizeRichText(
        '<a href="https://example.be" target="_self" rel="opener" title="t" class="c">x</a>',
      ),
    ).toBe('<a href="https://example.be" target="_blank" rel="noopener noreferrer">x</a>');
  });

  test('a refused link or colour leaves its text and markup inside', () => {
    expect(sanitizeRichText('<a href="/contact">klik <b>hier</b></a> nu')).toBe(
      'klik <b>hier</b> nu',
    );
    expect(sanitizeRichText('<span style="font-size:90px"><b>groot</b></span>')).toBe(
      '<b>groot</b>',
    );
  });

  test('a colour keeps only itself', () => {
    expect(sanitizeRichText('<span style="font-weight:bold; COLOR: #FF0000 ;">x</span>')).toBe(
      '<span style="color:#FF0000">x</span>',
    );
  });

  test('other tags are reduced to their text', () => {
    expect(sanitizeRichText('<div><i>schuin</i> <u>onder</u></div><h6>zes</h6>')).toBe(
      'schuin onderzes',
    );
  });
});

describe('the shared allow-list', () => {
  test.each([
    ['https://example.be', true],
    ['HTTP://example.be', true],
    ['mailto:info@example.be', true],
    ['tel:+32 9 123 45 67', true],
    [' \n https://example.be', true],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['ftp://example.be', false],
    ['/contact', false],
    ['//evil.example', false],
    ['', false],
  ])('isAllowedHref(%j) is %s', (href, expected) => {
    expect(isAllowedHref(href)).toBe(expected);
  });

  test.each([
    ['#abc', true],
    ['#abcd', true],
    ['#aabbcc', true],
    ['#aabbccdd', true],
    ['rgb(1, 2, 3)', true],
    ['rgba(1,2,3,0.5)', true],
    ['#ab', false],
    ['#abcde', false],
    ['red', false],
    ['expression(alert(1))', false],
    ['rgb(1,2,3);background:red', false],
  ])('isAllowedColour(%j) is %s', (colour, expected) => {
    expect(isAllowedColour(colour)).toBe(expected);
  });
});
