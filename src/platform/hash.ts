// Synchronous digests and HMACs: node:crypto here, @noble/hashes in the browser (web/hash.ts; WebCrypto's are
// asynchronous). Only what the code uses: md5, sha1 and sha256, read as bytes, hex, base64 or base64url. node:crypto
// loads on first use: a start hashes nothing, and its dozen modules cost ~2 ms.

export type HashAlgorithm = 'md5' | 'sha1' | 'sha256';

export interface Digester {
  /** Adds `data` (a string as UTF-8). */
  update(data: string | Uint8Array): Digester;
  digest(): Buffer;
  digest(encoding: 'hex' | 'base64' | 'base64url'): string;
}

const crypto = () => process.getBuiltinModule('node:crypto');

export const createHash = (algorithm: HashAlgorithm): Digester => crypto().createHash(algorithm);

export const createHmac = (algorithm: HashAlgorithm, key: string | Uint8Array): Digester => crypto().createHmac(algorithm, key);
