// A certificate and key a test makes itself, as a user brings their own (`--cert`/`--key`, `tls: {cert, key}`):
// valid for `name` and 127.0.0.1.
import { makeSelfSigned } from '../../src/http/self-signed.js';

export function ownCertificate(name = 'mock.test'): { cert: string; private: string } {
  const now = Date.now();
  const made = makeSelfSigned({
    commonName: name,
    organization: 'a test',
    names: [name, '127.0.0.1'],
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + 86_400_000),
  });
  return { cert: made.cert, private: made.key };
}
