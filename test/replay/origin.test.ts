import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../src/cassette/origin-placeholder.js';
import { withOrigin } from '../../src/replay/origin.js';

const MOCK = 'http://127.0.0.1:4321';
const json = { 'content-type': 'application/json; charset=UTF-8' };

describe('the recorded origin at replay', () => {
  it('is replaced by the mock origin in a body, in its plain, JSON-escaped and URL-encoded spellings', () => {
    const placeholderEscaped = ORIGIN_PLACEHOLDER.replaceAll('/', '\\/');
    const body = Buffer.from(`{"link":"${placeholderEscaped}\\/?p=1","raw":"${ORIGIN_PLACEHOLDER}/x","q":"${encodeURIComponent(ORIGIN_PLACEHOLDER)}"}`);
    const out = withOrigin({ status: 200, headers: json, body }, MOCK);
    expect(out.body.toString()).toBe(`{"link":"${MOCK.replaceAll('/', '\\/')}\\/?p=1","raw":"${MOCK}/x","q":"${encodeURIComponent(MOCK)}"}`);
  });

  it('is replaced in Link and Location headers and nowhere else', () => {
    const headers = {
      ...json,
      link: `<${ORIGIN_PLACEHOLDER}/index.php?rest_route=/>; rel="https://api.w.org/"`,
      location: `${ORIGIN_PLACEHOLDER}/x`,
      'x-other': ORIGIN_PLACEHOLDER,
    };
    const out = withOrigin({ status: 201, headers, body: Buffer.from('{}') }, MOCK);
    expect(out.headers).toEqual({
      ...json,
      link: `<${MOCK}/index.php?rest_route=/>; rel="https://api.w.org/"`,
      location: `${MOCK}/x`,
      'x-other': ORIGIN_PLACEHOLDER,
    });
  });

  it('leaves binary bodies and answers without the placeholder byte for byte as recorded', () => {
    const image = { status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from(`\x89PNG${ORIGIN_PLACEHOLDER}`, 'latin1') };
    expect(withOrigin(image, MOCK)).toBe(image);
    const plain = { status: 200, headers: json, body: Buffer.from('{"a":"http:\\/\\/example.org"}') };
    expect(withOrigin(plain, MOCK)).toBe(plain);
  });
});
