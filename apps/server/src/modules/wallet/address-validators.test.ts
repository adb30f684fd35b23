import { describe, expect, it } from 'vitest';
import { isAddressFor, isBtcAddress, isErc20Address, isTrc20Address } from './address-validators';

describe('BTC addresses', () => {
  it.each([
    ['legacy P2PKH (genesis)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['bech32 P2WPKH (BIP173)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['bech32 upper case', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['bech32 P2WSH', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['bech32m taproot (BIP350)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ])('accepts %s', (_name, address) => expect(isBtcAddress(address)).toBe(true));

  it.each([
    ['a legacy checksum typo', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['a bech32 checksum typo', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['mixed-case bech32', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['a testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    [
      'taproot with the bech32 (not bech32m) checksum',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
    ],
    ['a TRON address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['an empty string', ''],
  ])('refuses %s', (_name, address) => expect(isBtcAddress(address)).toBe(false));
});

describe('ERC20 addresses (EIP-55)', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
  ])('accepts %s', (address) => expect(isErc20Address(address)).toBe(true));

  it.each([
    ['a wrong checksum case', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a non-hex character', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
  ])('refuses %s', (_name, address) => expect(isErc20Address(address)).toBe(false));
});

describe('TRC20 addresses', () => {
  it('accepts the USDT contract address', () =>
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true));
  it.each([
    ['a checksum typo', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['a bitcoin address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['an invalid base58 character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['too short', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
  ])('refuses %s', (_name, address) => expect(isTrc20Address(address)).toBe(false));
});

it('picks the check by network', () => {
  expect(isAddressFor('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
  expect(isAddressFor('TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  expect(isAddressFor('BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
});
