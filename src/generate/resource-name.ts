// Readable type names: a schema's title (`post` → `Post`), else the route's last literal segment, singular.
const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

export function typeName(words: string): string {
  const name = pascal(words);
  if (name === '') return 'Fixture';
  return /^\d/.test(name) ? `T${name}` : name;
}

/** The resource a route pattern serves: `/cms/v2/posts/(?P<id>[\d]+)` → `Post`, `/sitetool/v1/audit-log` → `AuditLog`. */
export function resourceOf(pattern: string, namespace: string): string {
  const rest = pattern
    .slice(namespace.length + 1)
    .split('/')
    .filter((s) => s !== '' && !s.startsWith('('));
  const last = rest[rest.length - 1] ?? namespace.split('/')[0] ?? 'index';
  return typeName(singular(last));
}
