import { addressKey } from './client-address';

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['::FFFF:203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::', '0:0:0:0::/64'],
  ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ['not an address', 'not an address'],
])('%s is counted as %s', (address, key) => {
  expect(addressKey(address)).toBe(key);
});

test('two addresses of one /64 share a key; the next /64 has its own', () => {
  expect(addressKey('2001:db8:aa:bb:1::1')).toBe(addressKey('2001:db8:aa:bb:ffff:2:3:4'));
  expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
});
