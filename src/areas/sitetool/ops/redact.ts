// What the audit log keeps of a request: its parameters with secrets replaced by `[redacted]` and long
// texts (a whole file, a page's content) cut to their start and length.

const SECRET_WORDS = new Set([
  'pass',
  'password',
  'passwd',
  'pwd',
  'secret',
  'token',
  'tokens',
  'nonce',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'apikey',
]);
const SECRET_PAIRS = /(api|private|license|secret|access)[_-]key/i;
const LONG = 500;
const REDACTED = '[redacted]';

/** Whether a parameter, flag, option or meta name holds a secret (`user_pass`, `api_key`, `access_token`...). */
export const isSecretName = (name: string): boolean =>
  SECRET_PAIRS.test(name) ||
  name
    .toLowerCase()
    .split(/[_\-.]/)
    .some((part) => SECRET_WORDS.has(part));

function shorten(value: unknown): unknown {
  if (typeof value === 'string' && value.length > LONG) return `${value.slice(0, 200)}… [${value.length} chars]`;
  if (Array.isArray(value)) return value.map(shorten);
  if (value && typeof value === 'object') return redactParams(value as Record<string, unknown>);
  return value;
}

/** The parameters as the audit log keeps them; the values written to an option or meta with a secret-like name are secret too. */
export function redactParams(params: Record<string, unknown>): Record<string, unknown> {
  const secretTarget = [params.option_name, params.meta_key].some((v) => typeof v === 'string' && isSecretName(v));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const secret = isSecretName(key) || (secretTarget && /^(old_content|new_content|pattern)$/.test(key));
    out[key] = secret ? REDACTED : key === 'command' && typeof value === 'string' ? redactCommand(value) : shorten(value);
  }
  return out;
}

const WORD = String.raw`(?:"[^"]*"|'[^']*'|\S+)`;
const unquote = (w: string) => w.replace(/^(["'])([\s\S]*)\1$/, '$2');

/** A WP-CLI line with the values of secret-like flags, and the value given to a secret-like option, hidden. */
export function redactCommand(line: string): string {
  const flags = line.replace(new RegExp(String.raw`(--([\w-]+)=)(${WORD})`, 'g'), (all, head: string, name: string) =>
    isSecretName(name) ? `${head}${REDACTED}` : all,
  );
  return flags.replace(new RegExp(String.raw`^(\s*(?:wp\s+)?option\s+(?:update|add)\s+(${WORD})\s+)(${WORD})`), (all, head: string, name: string) =>
    isSecretName(unquote(name)) ? `${head}${REDACTED}` : all,
  );
}
