/**
 * Deposit addresses derived from an extended public key (DEPOSIT_XPUB_<NETWORK>): user n gets the key at path
 * m/0/n, so every user has a distinct address per network and the platform holds no private key on the server.
 *   BTC   native segwit P2WPKH (bc1q…, BIP84 style hash160 of the compressed key)
 *   ERC20 0x + last 20 bytes of keccak256(uncompressed key), EIP-55 checksummed
 *   TRC20 base58check(0x41 ‖ the same 20 bytes) (T…)
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58check, bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';

export type DepositNetwork = 'BTC' | 'ERC20' | 'TRC20';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

function evmBytes(compressed: Uint8Array): Uint8Array {
  const full = secp256k1.Point.fromBytes(compressed).toBytes(false);
  return keccak_256(full.subarray(1)).subarray(12);
}

function eip55(addr20: Uint8Array): string {
  const lower = hex(addr20);
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

export function deriveDepositAddress(xpub: string, network: DepositNetwork, userId: number): string {
  if (!Number.isInteger(userId) || userId < 0 || userId >= 2 ** 31) throw new RangeError(`bad user id ${userId}`);
  const key = HDKey.fromExtendedKey(xpub).derive(`m/0/${userId}`).publicKey;
  if (!key) throw new Error('extended key without a public key');
  switch (network) {
    case 'BTC':
      return bech32.encode('bc', [0, ...bech32.toWords(ripemd160(sha256(key)))]);
    case 'ERC20':
      return eip55(evmBytes(key));
    case 'TRC20':
      return base58check(sha256).encode(Uint8Array.from([0x41, ...evmBytes(key)]));
  }
}
