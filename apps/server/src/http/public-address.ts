import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server must never be made to connect to on a user's say-so: its own loopback, the
 * private networks around it, link-local (169.254.169.254 is the cloud metadata service), carrier
 * NAT, multicast, broadcast and the reserved or documentation ranges (IANA special-purpose
 * registries, RFC 6890).
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 outside 2000::/3 is never global: ::, ::1, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, fc00::/7, fe80::/10, ff00::/8. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  ['2001::', 23], // protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 carries any IPv4 address, private ones too
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is a public, routable unicast one. Anything else (or not an address) is refused. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  // A scoped address (fe80::1%eth0) is link-local by definition.
  if (family !== 6 || address.includes('%')) return false;
  return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
}
