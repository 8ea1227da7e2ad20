// Whether a name (a field, query parameter, header, cookie, HTML attribute or script key) means a secret, by its words:
// `sessionToken` → session token, `X-Amz-Signature` → x amz signature, `_wpnonce` → wpnonce. The last word is
// what the name is (`access_token` is a token, `token_type` a type), after words that only say how the value is
// written (`password_hash`, `pass1-text`, `password_confirmation`).

/** Last words that are secrets whatever comes before them. */
const SECRET_NOUNS = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'passcode',
  'secret',
  'nonce',
  'csrf',
  'xsrf',
  'jwt',
  'otp',
  'totp',
  'hotp',
  'credential',
  'creds',
  'bearer',
  'signature',
  'sig',
  'hmac',
  'salt',
  'cookie',
  'verifier',
  'auth',
  'apikey',
]);

/** One word glued from a qualifier and a secret (`_wpnonce`, `accesstoken`, `PHPSESSID`, `userpass`, `licensekey`). */
const GLUED_SECRET =
  /(?:password|passwd|secret|nonce|csrf|xsrf|jwt|token|verifier|sessid|sessionid|^userpass|^authcode|^(?:api|licen[cs]e|serial|consumer|private|secret|auth|session|signing|encryption|activation|product|master|client|app)keys?)$/;

/** Words after the secret that only say how it is written or asked for. */
const HOW_WRITTEN = new Set([
  'value',
  'hash',
  'hashed',
  'string',
  'raw',
  'plain',
  'plaintext',
  'encoded',
  'hex',
  'b64',
  'base64',
  'text',
  'confirm',
  'confirmation',
  'repeat',
  'again',
]);

/** What a `key` is when it names something rather than unlocks it (`sort_key`, `meta_key`, `public_key`). */
const NAMING_KEYS = new Set([
  'sort',
  'meta',
  'primary',
  'foreign',
  'cache',
  'group',
  'lookup',
  'index',
  'object',
  'field',
  'option',
  'map',
  'row',
  'item',
  'partition',
  'public',
  'translation',
  'unique',
  'setting',
  'settings',
  'attribute',
  'hot',
  'shortcut',
  'keyboard',
  'dedupe',
  'idempotency',
  'routing',
  'list',
  'column',
  'table',
  'schema',
  'storage',
  'dictionary',
  'query',
  'locale',
  'i18n',
  'react',
  'registry',
  'menu',
  'template',
  'block',
  'data',
]);

/** Tokens that are places in a listing, not credentials (`page_token`, `nextPageToken`). */
const PLACE_TOKENS = new Set(['page', 'next', 'prev', 'previous', 'continuation', 'pagination', 'cursor', 'sync', 'resume']);

/** Plural `tokens` is mostly a count (`prompt_tokens`, `max_tokens`); these make it a list of credentials. */
const CREDENTIAL_TOKENS = new Set(['access', 'refresh', 'auth', 'api', 'bearer', 'session', 'id', 'csrf', 'xsrf', 'device', 'push', 'oauth']);

/** What makes a `code` a one-time secret (`auth_code`, `verification_code`); alone it is an error's or a coupon's code. */
const SECRET_CODES = new Set([
  'auth',
  'authorization',
  'verification',
  'verify',
  'otp',
  'mfa',
  'tfa',
  '2fa',
  'security',
  'recovery',
  'backup',
  'reset',
  'activation',
  'confirmation',
  'login',
  'sms',
]);

/** The words of a name, lower case: split at anything but letters and digits and at camelCase humps. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
}

function secretWords(words: string[]): boolean {
  let end = words.length;
  while (end > 1 && HOW_WRITTEN.has(words[end - 1]!)) end--;
  // `pass1`, `password2`: a numbered copy of the same field.
  const last = words[end - 1]?.replace(/(?<=[a-z])\d+$/, '');
  if (!last) return false;
  const before = end > 1 ? words[end - 2]! : '';
  const singular = last.endsWith('s') && SECRET_NOUNS.has(last.slice(0, -1)) ? last.slice(0, -1) : last;
  if (SECRET_NOUNS.has(singular)) return true;
  switch (last) {
    case 'token':
      return !PLACE_TOKENS.has(before);
    case 'tokens':
      return CREDENTIAL_TOKENS.has(before);
    case 'key':
      return !NAMING_KEYS.has(before);
    case 'keys':
      return before !== '' && !NAMING_KEYS.has(before);
    case 'code':
    case 'codes':
      return SECRET_CODES.has(before);
    case 'id':
    case 'ids':
      return before === 'session';
    default:
      return GLUED_SECRET.test(last);
  }
}

/** Names seen are remembered (they repeat: the same few fields on every request), up to this many. */
const REMEMBERED = 10_000;
const known = new Map<string, boolean>();

/** Whether `name` means a secret (`api_key`, `X-Api-Key`, `sessionToken`, `_wpnonce`; not `keyword`, `token_type`, `author`). */
export function isSecretName(name: string): boolean {
  let secret = known.get(name);
  if (secret === undefined) {
    if (known.size >= REMEMBERED) known.clear();
    known.set(name, (secret = secretWords(nameWords(name))));
  }
  return secret;
}
