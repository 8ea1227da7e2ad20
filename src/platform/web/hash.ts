// The browser's hash.ts: @noble/hashes, synchronous like node:crypto (the bundle's Buffer is the `buffer` package).
import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Digester, HashAlgorithm } from '../hash.js';

export type { Digester, HashAlgorithm } from '../hash.js';

const HASHES = { md5, sha1, sha256 };

interface Incremental {
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
}

const bytesOf = (data: string | Uint8Array): Uint8Array => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

function digester(state: Incremental): Digester {
  const self = {
    update(data: string | Uint8Array) {
      state.update(bytesOf(data));
      return self;
    },
    digest(encoding?: 'hex' | 'base64' | 'base64url') {
      const bytes = Buffer.from(state.digest());
      return encoding ? bytes.toString(encoding) : bytes;
    },
  };
  return self as Digester;
}

export const createHash = (algorithm: HashAlgorithm): Digester => digester(HASHES[algorithm].create());

export const createHmac = (algorithm: HashAlgorithm, key: string | Uint8Array): Digester => digester(hmac.create(HASHES[algorithm], bytesOf(key)));
