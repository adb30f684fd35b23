/**
 * Withdrawal address formats per network, checked to the checksum so a typo cannot send funds nowhere:
 * BTC legacy (P2PKH, base58check version 0x00) and P2SH (0x05), bech32 v0 / bech32m v1+ (BIP173/BIP350, bc1…);
 * ERC20 `0x` + 40 hex with the EIP-55 checksum when mixed case; TRC20 base58check, version 0x41 (starts with T).
 */
import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';

export const NETWORKS = ['BTC', 'ERC20', 'TRC20'] as const;
export type Network = (typeof NETWORKS)[number];

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

/** The payload of a base58check string (version byte included), or null when the checksum fails. */
export function base58check(s: string): Uint8Array | null {
  let raw: Uint8Array;
  try {
    raw = bs58.decode(s);
  } catch {
    return null;
  }
  if (raw.length < 5) return null;
  const payload = raw.subarray(0, raw.length - 4);
  const check = sha256(sha256(payload)).subarray(0, 4);
  return Buffer.compare(check, raw.subarray(raw.length - 4)) === 0 ? payload : null;
}

export function isBtcBase58(s: string): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(s)) return false;
  const payload = base58check(s);
  return payload !== null && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (const c of hrp) out.push(c.charCodeAt(0) >> 5);
  out.push(0);
  for (const c of hrp) out.push(c.charCodeAt(0) & 31);
  return out;
}

function convertBits(data: number[], from: number, to: number): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) return null;
  return out;
}

/** A mainnet segwit address (`bc1…`, one case only): v0 with bech32, v1-16 with bech32m, as BIP350 says. */
export function isBtcSegwit(s: string): boolean {
  if (s.length < 14 || s.length > 74 || (s !== s.toLowerCase() && s !== s.toUpperCase())) return false;
  const lower = s.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (lower.slice(0, sep) !== 'bc' || lower.length - sep - 1 < 7) return false;
  const data: number[] = [];
  for (const c of lower.slice(sep + 1)) {
    const v = CHARSET.indexOf(c);
    if (v < 0) return false;
    data.push(v);
  }
  const check = polymod([...hrpExpand('bc'), ...data]);
  const version = data[0]!;
  if (check !== (version === 0 ? BECH32_CONST : BECH32M_CONST) || version > 16) return false;
  const program = convertBits(data.slice(1, -6), 5, 8);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
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
