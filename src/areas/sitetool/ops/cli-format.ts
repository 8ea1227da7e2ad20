// WP-CLI's output formats (WP_CLI\Formatter) for lists and single items: `table` as WP-CLI prints it when
// its output is not a terminal (tab-separated, header first), `json`, `csv`, `ids` and `count`.
import { wpJson } from '../../../wp/json.js';

export type Item = Record<string, unknown>;
export const FORMATS = ['table', 'json', 'csv', 'ids', 'count'] as const;

export class CliError extends Error {}

/** A field as a table or csv cell: PHP's string conversion, arrays and objects as JSON. */
function cell(v: unknown): string {
  if (v === null || v === undefined || v === false) return '';
  if (v === true) return '1';
  if (typeof v === 'object') return wpJson(v);
  return String(v);
}

function csvCell(v: unknown): string {
  const s = cell(v);
  return /[",\s\\]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** `--fields=a,b` or the command's defaults; `prefix` lets `title` stand for `post_title`, as WP-CLI does. */
export function fieldsOf(assoc: Record<string, string | boolean>, defaults: readonly string[], prefix?: string, available?: readonly string[]): string[] {
  const given =
    typeof assoc.fields === 'string'
      ? assoc.fields
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : [...defaults];
  return given.map((f) => resolveField(f, prefix, available));
}

export function resolveField(field: string, prefix?: string, available?: readonly string[]): string {
  if (!available || available.includes(field)) return field;
  if (prefix && available.includes(`${prefix}_${field}`)) return `${prefix}_${field}`;
  throw new CliError(`Invalid field: ${field}.`);
}

function formatOf(assoc: Record<string, string | boolean>): string {
  const format = assoc.format === undefined ? 'table' : String(assoc.format);
  if (!(FORMATS as readonly string[]).includes(format)) throw new CliError(`Invalid value specified for 'format'. Supported here: ${FORMATS.join(', ')}.`);
  return format;
}

/** A list of items, as `wp <thing> list` prints it (`--field`, `--fields`, `--format`). */
export function formatItems(items: readonly Item[], assoc: Record<string, string | boolean>, defaults: readonly string[], prefix?: string): string {
  const available = items.length ? Object.keys(items[0]!) : undefined;
  const format = formatOf(assoc);
  if (typeof assoc.field === 'string') {
    const field = resolveField(assoc.field, prefix, available);
    const values = items.map((i) => i[field]);
    return format === 'json' ? wpJson(values) : values.map(cell).join('\n');
  }
  const fields = fieldsOf(assoc, defaults, prefix, available);
  const rows = items.map((i) => Object.fromEntries(fields.map((f) => [f, i[f]])));
  switch (format) {
    case 'json':
      return wpJson(rows);
    case 'count':
      return String(items.length);
    case 'ids':
      return items.map((i) => cell(i.ID ?? i.id)).join(' ');
    case 'csv':
      return [fields.join(','), ...rows.map((r) => fields.map((f) => csvCell(r[f])).join(','))].join('\n');
    default:
      return items.length ? [fields.join('\t'), ...rows.map((r) => fields.map((f) => cell(r[f])).join('\t'))].join('\n') : '';
  }
}

/** One item, as `wp <thing> get` prints it: a Field/Value table, or the object. */
export function formatItem(item: Item, assoc: Record<string, string | boolean>, prefix?: string): string {
  const available = Object.keys(item);
  if (typeof assoc.field === 'string') {
    const v = item[resolveField(assoc.field, prefix, available)];
    return assoc.format === 'json' ? wpJson(v) : cell(v);
  }
  const format = formatOf(assoc);
  const fields = fieldsOf(assoc, available, prefix, available);
  const picked = Object.fromEntries(fields.map((f) => [f, item[f]]));
  if (format === 'json') return wpJson(picked);
  if (format === 'csv') return ['Field,Value', ...fields.map((f) => `${csvCell(f)},${csvCell(picked[f])}`)].join('\n');
  if (format !== 'table') throw new CliError(`Invalid value specified for 'format'. Supported here: table, csv, json.`);
  return ['Field\tValue', ...fields.map((f) => `${f}\t${cell(picked[f])}`)].join('\n');
}
