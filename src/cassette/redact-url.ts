// Query strings and fragments wherever a URL is written (a request's own, Location, Link, Referer, links in JSON, HTML
// and scripts, `#access_token=` of an implicit grant): a parameter named like a secret keeps its name and loses its
// value (`?_wpnonce=%5Bredacted%5D`); the rest of the text stays byte for byte. A URL carried, encoded, in another's
// parameter (`redirect_to=https%3A%2F%2F...%3Ftoken%3D...`) is looked into.
import { NO_LEDGER } from './secret-ledger.js';
import { isOAuthCode, isSecretField, REDACTED, REDACTED_IN_URL, type RedactOptions, type Redaction } from './redact.js';

/** From `?` or `#` to where a URL ends in text: a space, a quote, an angle bracket or a backslash (`\"` in a script). */
const QUERY_RUN = /[?#][^\s"'<>`\\]*/g;
/** What separates parameters, in plain and HTML-escaped text. */
const SEPARATOR = /(&amp;|&#0*38;|&#x0*26;|&|\?|#)/i;

function decode(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `text` with the values of secret parameters in every query and fragment hidden (the same string when there are none). */
export function redactUrls(text: string, ctx: Redaction, marker = REDACTED_IN_URL): string {
  if (!text.includes('=') || (!text.includes('?') && !text.includes('#'))) return text;
  return text.replace(QUERY_RUN, (run) => (run.includes('=') ? redactRun(run, ctx, marker) : run));
}

function redactRun(run: string, ctx: Redaction, marker: string): string {
  const parts = run.split(SEPARATOR);
  const names = new Set<string>();
  for (let i = 0; i < parts.length; i += 2) {
    const eq = parts[i]!.indexOf('=');
    if (eq > 0) names.add(decode(parts[i]!.slice(0, eq)));
  }
  const siblings = (n: string) => names.has(n);
  let changed = false;
  for (let i = 0; i < parts.length; i += 2) {
    const part = parts[i]!;
    const eq = part.indexOf('=');
    if (eq <= 0 || eq === part.length - 1) continue;
    const name = decode(part.slice(0, eq));
    const value = part.slice(eq + 1);
    if (isSecretField(name, ctx.options) || isOAuthCode(name, siblings)) {
      if (value === marker || value === REDACTED_IN_URL) continue;
      ctx.ledger.add(decode(value), `the ${name} parameter in a URL in ${ctx.where}`);
      ctx.ledger.add(value, `the ${name} parameter in a URL in ${ctx.where}`);
      parts[i] = `${part.slice(0, eq + 1)}${marker}`;
      changed = true;
    } else if (/%3D/i.test(value)) {
      const inner = decode(value);
      const hidden = redactUrls(inner, ctx, REDACTED_IN_URL);
      if (hidden !== inner) {
        parts[i] = `${part.slice(0, eq + 1)}${encodeURIComponent(hidden)}`;
        changed = true;
      }
    }
  }
  return changed ? parts.join('') : run;
}

/** A request's path and query as the console and messages show it: secret parameters' values are `[redacted]`. */
export const shownUrl = (url: string, options: RedactOptions): string => redactUrls(url, { options, ledger: NO_LEDGER, where: 'a request' }, REDACTED);
