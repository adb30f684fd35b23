import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, hashLeafBytes } from './hash';
import { fromHex, toHex } from './hex';
import { MemoryLog } from './memory-reader';
import { consistencyProof, inclusionProof, rootAt, verifyConsistency, verifyInclusion } from './proofs';

// The RFC 6962 reference test vectors (certificate-transparency / transparency-dev merkle test data): eight leaf
// entries and the tree head of every size. Any drift in prefixes, split rule or empty root shows up here, not only
// against our own reference implementation.
const ENTRIES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'];
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const INCLUSION = [
  {
    index: 0,
    size: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    index: 5,
    size: 8,
    proof: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
];
const CONSISTENCY_2_8 = [
  '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
  '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
];

const leafHashes = ENTRIES.map((e) => toHex(hashLeafBytes(fromHex(e))));
const log = new MemoryLog(leafHashes);

describe('RFC 6962 reference vectors', () => {
  it('give the published root at every size, from the frontier and from storage', async () => {
    expect(EMPTY_ROOT).toBe(ROOTS[0]);
    const grown = new MemoryLog();
    for (let n = 0; n <= 8; n++) {
      expect(grown.root()).toBe(ROOTS[n]);
      expect(await rootAt(n, log.read)).toBe(ROOTS[n]);
      if (n < 8) grown.append(leafHashes[n]!);
    }
  });

  it('give the published inclusion proofs', async () => {
    for (const v of INCLUSION) {
      expect(await inclusionProof(v.index, v.size, log.read)).toEqual(v.proof);
      expect(verifyInclusion(leafHashes[v.index]!, v.index, v.size, v.proof, ROOTS[v.size]!)).toBe(true);
    }
  });

  it('give the published consistency proof between sizes 2 and 8', async () => {
    expect(await consistencyProof(2, 8, log.read)).toEqual(CONSISTENCY_2_8);
    expect(verifyConsistency(2, 8, ROOTS[2]!, ROOTS[8]!, CONSISTENCY_2_8)).toBe(true);
  });
});
