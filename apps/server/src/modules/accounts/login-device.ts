/**
 * What a login record says about the device and the place, from the request alone (pure, no I/O).
 *
 * Device: the User-Agent parsed by `bowser` (MIT, maintained, ships its own types). Place: there is no
 * geolocation database in this deployment, so a public address is not placed (null, shown as "unknown"); only
 * loopback and private addresses are named as such, because that is certain from the address itself.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

export type AgentInfo = { device: string; browser: string; os: string; model: string };

const MAX_AGENT = 300;
const join = (...parts: (string | undefined)[]) =>
  parts
    .filter((p) => p?.trim())
    .join(' ')
    .trim();

/** Device type (`mobile`, `tablet`, `desktop`, `tv`, `bot` or `unknown`), browser, OS and model. */
export function describeAgent(userAgent: string): AgentInfo {
  const ua = userAgent.slice(0, MAX_AGENT);
  if (!ua.trim()) return { device: 'unknown', browser: '', os: '', model: '' };
  const parsed = Bowser.parse(ua);
  const major = (version: string | undefined) => version?.split('.').slice(0, 2).join('.');
  return {
    device: parsed.platform.type ?? 'unknown',
    browser: join(parsed.browser.name, major(parsed.browser.version)),
    os: join(parsed.os.name, parsed.os.version ?? parsed.os.versionName),
    model: join(parsed.platform.vendor, parsed.platform.model),
  };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateNets = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const) {
  privateNets.addSubnet(net, prefix, 'ipv4');
}
privateNets.addSubnet('fc00::', 7, 'ipv6');
privateNets.addSubnet('fe80::', 10, 'ipv6');

/** `loopback`, `private`, or null for a public (or unreadable) address: we do not guess a country or a city. */
export function placeOf(ip: string): 'loopback' | 'private' | null {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = isIPv4(v4) ? 'ipv4' : isIPv6(v4) ? 'ipv6' : null;
  if (!family) return null;
  if (loopback.check(v4, family)) return 'loopback';
  if (privateNets.check(v4, family)) return 'private';
  return null;
}
