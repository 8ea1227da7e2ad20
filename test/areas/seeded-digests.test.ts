// The default records' digests of fixed texts are written out (a start hashes nothing): each must be the digest
// the areas compute for it, or the seeded OAuth clients and licence keys would not match what the routes check.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_OAUTH } from '../../src/areas/agentproto/default-records.js';
import { sha256 } from '../../src/areas/agentproto/stores.js';
import { LICENCE_KEYS, SHOP_ASSISTANT_AI_RECORDS } from '../../src/areas/assistant-ai/default-records.js';
import { keyHash, seededKeyHash } from '../../src/areas/licence/licence-key.js';
import { seededDigests, seededSha256 } from '../../src/areas/seeded-digests.js';

describe('digests written out for the default records', () => {
  it('each is the sha256 of its text', () => {
    for (const [text, digest] of seededDigests()) expect(digest, text).toBe(sha256(text));
  });

  it('the seeded licence keys hash as keyHash() hashes a key', () => {
    for (const key of Object.values(LICENCE_KEYS)) expect(seededKeyHash(key)).toBe(keyHash(key));
    const keys = SHOP_ASSISTANT_AI_RECORDS['licence.keys'] as { key_hash: string }[];
    expect(keys.map((k) => k.key_hash)).toEqual(Object.values(LICENCE_KEYS).map(keyHash));
  });

  it('every seeded OAuth client id and token hash is one of them', () => {
    const written = new Set(seededDigests().map(([, digest]) => digest));
    const used = Object.values(DEFAULT_SHOP_OAUTH)
      .flat()
      .flatMap((row) => ['client_id', 'access_token_hash', 'refresh_token_hash'].filter((key) => key in row).map((key) => row[key]));
    expect(used.length).toBeGreaterThan(0);
    for (const value of used) expect(written.has(value as string)).toBe(true);
  });

  it('a text not written out is refused by name', () => {
    expect(() => seededSha256('not seeded')).toThrow(/no written-out sha256 of "not seeded"/);
  });
});
