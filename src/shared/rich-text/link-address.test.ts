import { toLinkAddress } from './link-address';

describe('toLinkAddress', () => {
  test.each([
    ['https://example.be/diensten', 'https://example.be/diensten'],
    ['  http://example.be ', 'http://example.be'],
    ['mailto:info@example.be', 'mailto:info@example.be'],
    ['tel:+3292345678', 'tel:+3292345678'],
    ['www.example.be', 'https://www.example.be'],
    ['example.be/contact?x=1', 'https://example.be/contact?x=1'],
    ['//example.be', 'https://example.be'],
    ['info@example.be', 'mailto:info@example.be'],
    ['09 234 56 78', 'tel:092345678'],
    ['+32 (0)9 234.56.78', 'tel:+32092345678'],
  ])('%j becomes %j', (input, address) => {
    expect(toLinkAddress(input)).toBe(address);
  });

  test.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'ftp://example.be',
    '/contact',
    '#boven',
    'zomaar wat woorden',
    '12',
  ])('%j is refused', (input) => {
    expect(toLinkAddress(input)).toBeNull();
  });
});
