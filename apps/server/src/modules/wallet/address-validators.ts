/**
 * Withdrawal address formats per network, checked to the checksum so a typo cannot send funds nowhere:
 * BTC legacy (P2PKH, base58check version 0x00) and P2SH (0x05), bech32 v0 / bech32m v1+ (BIP173/BIP350, bc1…);
 * ERC20 `0x` + 40 hex with the EIP-55 checksum when mixed case; TRC20 base58check, version 0x41 (starts with T).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check as base58checkCoder, bech32, bech32m } from '@scure/base';

const NETWORKS = ['BTC', 'ERC20', 'TRC20'] as const;
export type Network = (typeof NETWORKS)[number];

const b58c = base58checkCoder(sha256);

/** The payload of a base58check string (version byte included), or null when the checksum fails. */
export function base58check(s: string): Uint8Array | null {
  try {
    return b58c.decode(s);
  } catch {
    return null;
  }
}

function isBtcBase58(s: string): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(s)) return false;
  const payload = base58check(s);
  return payload !== null && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}

/** A mainnet segwit address (`bc1…`, one case only): v0 with bech32, v1-16 with bech32m, as BIP350 says. */
function isBtcSegwit(s: string): boolean {
  if (s.length < 14 || s.length > 74) return false;
  for (const [coder, wantV0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    const decoded = coder.decodeUnsafe(s, 90);
    if (decoded?.prefix !== 'bc' || decoded.words.length < 1) continue;
    const [version = -1, ...rest] = decoded.words;
    if (version > 16 || (version === 0) !== wantV0) continue;
    const program = bech32.fromWordsUnsafe(rest);
    if (!program || program.length < 2 || program.length > 40) continue;
    return version !== 0 || program.length === 20 || program.length === 32;
  }
  return false;
}

export const isBtcAddress = (s: string) => isBtcBase58(s) || isBtcSegwit(s);

/** EIP-55: in a mixed-case address, letter i is upper-case iff nibble i of keccak256(lower-case hex) ≥ 8. */
export function isErc20Address(s: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(s)) return false;
  const hex = s.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let i = 0; i < 40; i++) {
    const c = hex[i]!;
    if (/[a-f]/i.test(c) && Number.parseInt(hash[i]!, 16) >= 8 !== (c === c.toUpperCase())) return false;
  }
  return true;
}

export function isTrc20Address(s: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(s)) return false;
  const payload = base58check(s);
  return payload !== null && payload.length === 21 && payload[0] === 0x41;
}

export function isAddressFor(network: Network, address: string): boolean {
  switch (network) {
    case 'BTC':
      return isBtcAddress(address);
    case 'ERC20':
      return isErc20Address(address);
    case 'TRC20':
      return isTrc20Address(address);
  }
}

/** Coins offered for address binding (spec §3: BTC id 1, ETH id 2, USDT id 3 on ERC20 and TRC20). */
export const WALLET_COINS: { id: number; name: string; networks: Network[] }[] = [
  { id: 1, name: 'BTC', networks: ['BTC'] },
  { id: 2, name: 'ETH', networks: ['ERC20'] },
  { id: 3, name: 'USDT', networks: ['ERC20', 'TRC20'] },
];
