import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by the per-address limits: an IPv4 address as it
 * is (also when written IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address by its /64 network.
 * One IPv6 subscriber is given a whole /64 (and often more), so counting single addresses would
 * let them take a fresh one for every request.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(plain)) return plain;
  return `${hextets(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as short lower-case hex. */
function hextets(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          // An IPv4 address as the last 32 bits.
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groups(head);
  const right = groups(tail);
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
