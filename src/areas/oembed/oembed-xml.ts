// _oembed_create_xml() as PHP's SimpleXML writes it: `<oembed>` with one element per field (nested arrays nested,
// list items named `oembed`), each value passed through esc_html() and then libxml's serializer. That is: entity
// references in the text are resolved (numeric ones and the XML five), other named entities stay as written, and
// `& < >`, carriage returns and every non-ASCII character are written as references.
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function escapeChars(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '\r') out += '&#xD;';
    else if (code > 127) out += `&#x${code.toString(16).toUpperCase()};`;
    else out += ch;
  }
  return out;
}

/** One value's text as it ends up in the document. */
export function xmlText(value: string): string {
  let out = '';
  let last = 0;
  for (const m of value.matchAll(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/gi)) {
    out += escapeChars(value.slice(last, m.index));
    if (m[1] !== undefined || m[2] !== undefined) out += escapeChars(String.fromCodePoint(parseInt(m[1] ?? m[2]!, m[1] !== undefined ? 10 : 16)));
    else out += PREDEFINED[m[3]!] !== undefined ? escapeChars(PREDEFINED[m[3]!]!) : m[0];
    last = m.index + m[0].length;
  }
  return out + escapeChars(value.slice(last));
}

/** PHP's string conversion of a scalar: true is "1"; false and null are empty. */
const scalarText = (v: unknown): string => (v === true ? '1' : v === false || v === null || v === undefined ? '' : String(v));

function elements(data: Record<string, unknown> | unknown[]): string {
  return Object.entries(data)
    .map(([key, value]) => {
      const name = /^\d+$/.test(key) ? 'oembed' : key;
      const text = value !== null && typeof value === 'object' ? elements(value as Record<string, unknown>) : xmlText(scalarText(value));
      return text ? `<${name}>${text}</${name}>` : `<${name}/>`;
    })
    .join('');
}

export function oembedXml(data: Record<string, unknown>): string {
  return `<?xml version="1.0"?>\n<oembed>${elements(data)}</oembed>\n`;
}
