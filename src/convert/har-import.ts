// A browser's HAR export as a cassette, through the recorder's own pipeline (toInteraction): WordPress
// addressing, header allow-list, redaction into a secret ledger, the site's origin replaced by the placeholder.
// HAR bodies are already decoded by the browser: they are stored as they are.
import type { IncomingHttpHeaders } from 'node:http';
import { toInteraction, type RecordContext } from '../record/interaction.js';
import { SecretLedger } from '../cassette/secret-ledger.js';
import { originRewriter } from '../cassette/origin-placeholder.js';
import { DEFAULT_REDACT, type RedactOptions } from '../cassette/redact.js';
import { CASSETTE_VERSION, type Cassette } from '../cassette/types.js';
import { VERSION } from '../version.js';
import { addressOf } from '../wp/addressing.js';
import { below, mostFrequentSite, siteOf } from './har-target.js';
import type { Har, HarEntry, HarNameValue } from './har-types.js';

export interface HarImportOptions {
  /** Keep requests outside the REST API too (the site's pages, uploads). */
  all?: boolean;
  /** The site to keep (origin, optionally with a base path); default the one most REST entries went to. */
  target?: string;
  redact?: RedactOptions;
}

export interface HarImport {
  cassette: Cassette;
  /** Every secret hidden, for the scan of the text before it is written. */
  ledger: SecretLedger;
  /** Entries left out, by reason. */
  skipped: { otherSite: number; notRest: number; failed: number };
  /** Kept entries whose answer had a size but no text in the HAR (devtools keeps bodies only while open). */
  missingBodies: number;
}

export class HarImportError extends Error {}

export function harToCassette(har: Har, options: HarImportOptions = {}): HarImport {
  const entries = har.log.entries;
  const site =
    options.target !== undefined
      ? siteOf(options.target)
      : mostFrequentSite(
          entries.map((e) => e.request.url),
          options.all === true,
        );
  if (options.target !== undefined && !site) throw new HarImportError(`--target must be an http:// or https:// URL (got ${JSON.stringify(options.target)}).`);
  if (!site) {
    throw new HarImportError(
      options.all
        ? 'the HAR holds no http(s) requests.'
        : `none of the ${entries.length} requests in the HAR went to a WordPress REST API (/wp-json/ or ?rest_route=). --all keeps every request of the site.`,
    );
  }
  const ledger = new SecretLedger();
  const ctx: RecordContext = { options: options.redact ?? DEFAULT_REDACT, ledger, rewrite: originRewriter(new URL(site)) };
  // Only a HAR mock-site wrote keeps bodies as the server sent them (compressed ones it could not decode).
  const decoded = har.log.creator?.name !== 'mock-site';
  const result: HarImport = {
    cassette: { cassette: { version: CASSETTE_VERSION, target: site }, interactions: [] },
    ledger,
    skipped: { otherSite: 0, notRest: 0, failed: 0 },
    missingBodies: 0,
  };
  let first = Infinity;
  for (const entry of entries) {
    const local = below(entry.request.url, site);
    if (local === undefined) {
      result.skipped.otherSite++;
      continue;
    }
    if (!options.all && !addressOf(local)) {
      result.skipped.notRest++;
      continue;
    }
    if (!entry.response.status) {
      result.skipped.failed++;
      continue;
    } // blocked or failed in the browser: status 0
    const content = entry.response.content;
    if (content?.text === undefined && (content?.size ?? 0) > 0) result.missingBodies++;
    for (const cookie of [...(entry.request.cookies ?? []), ...(entry.response.cookies ?? [])])
      ledger.add(cookie.value ?? '', `a cookie (${cookie.name}) in the HAR`);
    const responseHeaders = headersOf(entry.response.headers);
    if (decoded) delete responseHeaders['content-encoding'];
    result.cassette.interactions.push(
      toInteraction(
        {
          method: entry.request.method.toUpperCase(),
          url: local,
          requestHeaders: headersOf(entry.request.headers),
          requestBody: requestBody(entry),
          status: entry.response.status,
          responseHeaders,
          responseBody: content?.text === undefined ? Buffer.alloc(0) : Buffer.from(content.text, content.encoding === 'base64' ? 'base64' : 'utf8'),
        },
        ctx,
      ),
    );
    const started = Date.parse(entry.startedDateTime);
    if (started < first) first = started;
  }
  result.cassette.cassette = {
    ...result.cassette.cassette,
    ...(Number.isFinite(first) ? { recordedAt: new Date(first).toISOString() } : {}),
    tool: `mock-site ${VERSION}`,
  };
  return result;
}

/** Names lower-cased as Node gives them to the recorder; a name listed twice keeps every value. */
function headersOf(list: HarNameValue[] | undefined): IncomingHttpHeaders {
  const out: Record<string, string | string[]> = {};
  for (const { name, value } of list ?? []) {
    const key = name.toLowerCase();
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

/** postData.text; a form only given as params is rebuilt from them. */
function requestBody(entry: HarEntry): Buffer {
  const post = entry.request.postData;
  if (!post) return Buffer.alloc(0);
  if (typeof post.text === 'string') return Buffer.from(post.text, post._encoding === 'base64' ? 'base64' : 'utf8');
  if (post.params?.length && post.mimeType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return Buffer.from(post.params.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value ?? '')}`).join('&'));
  }
  return Buffer.alloc(0);
}
