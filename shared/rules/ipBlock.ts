/**
 * Blocking a client address (rateLimiter.BLOCK_IP / UNBLOCK_IP, issue 12 §4). Addresses are
 * compared in one written form, so '::ffff:10.0.0.7' (how Node reports an IPv4 client on a
 * dual-stack socket) and '10.0.0.7' are the same block.
 */

export const IP_BLOCK_MESSAGES = {
  invalid: 'Please enter a valid IPv4 or IPv6 address',
  own: 'You cannot block your own IP address',
  already: 'This IP address is already blocked',
  notBlocked: 'This IP address is not blocked',
  blocked: 'Your IP address is blocked',
} as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/;

function isIpv6(value: string): boolean {
  if (!value.includes(':') || value.split('::').length > 2) return false;
  const parts = value.split(':');
  const compressed = value.includes('::');
  const groups = parts.filter((part) => part !== '');
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  return compressed ? groups.length < 8 : groups.length === 8;
}

/** The address in its one compared form, or null when it is not an address. */
export function normalizeIp(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return null;
  const mapped = value.startsWith('::ffff:') ? value.slice(7) : value;
  if (IPV4.test(mapped)) return mapped;
  return isIpv6(value) ? value : null;
}
