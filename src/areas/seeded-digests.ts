// sha256 (hex) of the fixed texts the default records stand on (the shop's seeded OAuth client ids and token hashes,
// the licence server's key hashes), written out so that loading the defaults hashes nothing: node:crypto loads on
// first use (platform/hash.ts) and would cost every start ~2 ms. test/areas/seeded-digests.test.ts checks each one.

const SEEDED_SHA256: Readonly<Record<string, string>> = {
  'mock-site seeded OAuth client claude': 'd2a40a2ea4f003893dde2ba6ee79f4b453a9790a7badb90289ea8b98096855c2',
  'mock-site seeded OAuth client claude-code': 'a9718491cbab0ec6cf067c3f9efcd2e8c2cf41da013c9882fd8f0a4c812e777a',
  'seeded access 1': 'efd165bfaca4c90e257d9856acdd5d17bf45e5a5fbd0160c7e6c54e13855a24e',
  'seeded refresh 1': '582eca7f14bb6972a9392240f22bcce4160737828dc64deff46f66c3ef631294',
  'seeded access 2': 'e551b5d2a8e25bf72a5ccefea5c371a1043fa8985c9672602d5c6f9a947cf9e8',
  'seeded refresh 2': '11fbc86d9c2accdaa46b9980ca3d4f46743b387dccffa96864fa4a4a617cfea0',
  '0a1b2c3d4e5f60718293a4b5c6d7e8f9': '435cdbd557a00db74aad01efa3c83ef79fb0ff6e7cd49b9bee040ac6413e6a06',
  '5f0e1d2c3b4a59687766554433221100': 'a5f614de1dd718d46b0597354cefeb4b720040104c460f230656526132e513c5',
  e0e1e2e3e4e5e6e7e8e9eaebecedeeef: 'd1fb41d3ed793d61268c4a523f7d83bfdf63c93ea15648d5f88b24dcf04de6c5',
  d15ab1edd15ab1edd15ab1edd15ab1ed: '92c5d425e2b6b044dae27a72c384a676826724a5f8e45d2f6dd07e827b1a369a',
  '00aa11bb22cc33dd44ee55ff66778899': '442623efa6463c6976fc809b7987df74e491bf62032f68c735357e26aca47e79',
};

/** Every text with its written-out digest (for the test that checks them). */
export const seededDigests = (): [text: string, sha256: string][] => Object.entries(SEEDED_SHA256);

/** The sha256 (hex) of a fixed text of the default records; throws for a text not written out above. */
export function seededSha256(text: string): string {
  const digest = SEEDED_SHA256[text];
  if (!digest) throw new Error(`[mock-site] no written-out sha256 of "${text}": add it to src/areas/seeded-digests.ts`);
  return digest;
}
