// The browser's version.ts: no package.json to read at run time, so the browser build writes the version in
// (`--define:MOCK_SITE_VERSION=...` in package.json's build:browser).
declare const MOCK_SITE_VERSION: string | undefined;

export const VERSION: string = typeof MOCK_SITE_VERSION === 'string' ? MOCK_SITE_VERSION : '0.0.0';
