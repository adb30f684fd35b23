export { LogFrontier, type StoredNode } from './frontier';
export { EMPTY_ROOT, nodeHash, type Sha256, setSha256 } from './hash';
export { generateKey, HEAD_TAG, headBytes, keyId, publicKeyOf, signHead, verifyHead } from './head';
export { isHashHex } from './hex';
export { LEAF_TAG, leafBytes, leafHash } from './leaf';
export { MemoryLog, memoryReader } from './memory-reader';
export { consistencyProof, inclusionProof, rootAt, verifyConsistency, verifyInclusion } from './proofs';
export { type HashReader, isStoredLevel, type NodeKey, nodeKeyId, STORED_LEVEL_STRIDE } from './tree';
export * from './types';
