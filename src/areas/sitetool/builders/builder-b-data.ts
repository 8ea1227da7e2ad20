// Builder B's (Beaver Builder's) layout data: an object of nodes keyed by node id, each `{node, type, parent,
// position, settings}` (rows hold column groups, column groups hold columns, columns hold modules). Refused: what
// cannot be a node (unknown type, unknown module, a parent that does not exist); warned about: what Beaver would
// save but not render (a module outside a column...). Also the layout's plain HTML, in render order.
import { WpError } from '../../../wp/errors.js';
import { isPlainObject } from '../../../wp/php-values.js';
import type { ModuleDefinition } from './builder-b-registry.js';

export interface LayoutNode {
  node: string;
  type: 'row' | 'column-group' | 'column' | 'module';
  parent: string | null;
  position: number;
  settings: Record<string, unknown>;
  [key: string]: unknown;
}

const NODE_TYPES = ['row', 'column-group', 'column', 'module'];
/** The parent type each node type renders inside (a row renders at the top, with no parent). */
const RENDERS_IN: Readonly<Record<string, readonly string[]>> = {
  row: [],
  'column-group': ['row', 'column'],
  column: ['column-group'],
  module: ['column'],
};

const invalid = (at: string, message: string) => new WpError('sitetool_invalid_builder_data', `${at}: ${message}`, { status: 400, path: at });

export interface CheckedLayout {
  nodes: Record<string, LayoutNode>;
  warnings: string[];
}

/** The checked layout (`data` as sent: an object of nodes, or PHP's empty array for none), or a 400 naming the node. */
export function checkLayout(data: unknown, modules: readonly ModuleDefinition[]): CheckedLayout | WpError {
  const empty = data === '' || (Array.isArray(data) && data.length === 0);
  if (!isPlainObject(data) && !empty) return invalid('data', 'must be an object of nodes keyed by node id.');
  const known = new Set(modules.map((m) => m.slug));
  const nodes: Record<string, LayoutNode> = {};
  for (const [key, value] of Object.entries(isPlainObject(data) ? data : {})) {
    const at = `data.${key}`;
    if (!isPlainObject(value))
      return invalid(at, 'must be a node object such as {"node": "...", "type": "row", "parent": null, "position": 0, "settings": {}}.');
    if (value.node !== undefined && value.node !== key) return invalid(`${at}.node`, `must equal its key "${key}" (got ${JSON.stringify(value.node)}).`);
    if (typeof value.type !== 'string' || !NODE_TYPES.includes(value.type)) {
      return invalid(`${at}.type`, `must be one of ${NODE_TYPES.join(', ')} (got ${JSON.stringify(value.type ?? null)}).`);
    }
    const settings = value.settings ?? {};
    if (!isPlainObject(settings) && !(Array.isArray(settings) && settings.length === 0)) return invalid(`${at}.settings`, 'must be an object of settings.');
    const plain = isPlainObject(settings) ? settings : {};
    if (value.type === 'module' && (typeof plain.type !== 'string' || !known.has(plain.type))) {
      return invalid(
        `${at}.settings.type`,
        `unknown module ${JSON.stringify(plain.type ?? null)}; GET /sitetool/v1/builder-b/modules lists the installed modules.`,
      );
    }
    const parent = value.parent === undefined || value.parent === null || value.parent === '' ? null : String(value.parent);
    const position = typeof value.position === 'number' ? value.position : Number(value.position ?? Object.keys(nodes).length) || 0;
    nodes[key] = { ...value, node: key, type: value.type as LayoutNode['type'], parent, position, settings: plain };
  }
  const warnings: string[] = [];
  for (const node of Object.values(nodes)) {
    if (node.parent !== null && !nodes[node.parent]) return invalid(`data.${node.node}.parent`, `names no node of this layout ("${node.parent}").`);
    const seen = new Set<string>();
    for (let at: LayoutNode | undefined = node; at?.parent != null; at = nodes[at.parent]) {
      if (seen.has(at.node)) return invalid(`data.${node.node}.parent`, 'the parents form a loop; every node must lead up to a row.');
      seen.add(at.node);
    }
    const parentType = node.parent === null ? null : nodes[node.parent]!.type;
    const allowed = RENDERS_IN[node.type]!;
    if (parentType === null ? node.type !== 'row' : !allowed.includes(parentType)) {
      const what = node.type === 'module' ? `Module ${node.node}` : `${node.type[0]!.toUpperCase()}${node.type.slice(1)} ${node.node}`;
      const where = parentType === null ? 'has no parent' : `is parented to a ${parentType} node`;
      const only =
        node.type === 'row'
          ? 'rows render at the top level only'
          : `Beaver Builder only renders ${node.type === 'module' ? 'modules' : `${node.type}s`} inside ${allowed.map((t) => `${t}s`).join(' or ')}`;
      warnings.push(`${what} ${where}; ${only}.`);
    }
  }
  return { nodes, warnings };
}

const escAttr = (s: string) =>
  s
    .replace(/&(?![a-z0-9#]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function moduleHtml(settings: Record<string, unknown>, module: ModuleDefinition | undefined): string {
  const s = (name: string) => {
    const v = settings[name] ?? module?.defaults[name];
    return typeof v === 'string' ? v : '';
  };
  const linked = (html: string) => (s('link') ? `<a href="${escAttr(s('link'))}">${html}</a>` : html);
  switch (settings.type) {
    case 'heading': {
      const tag = /^(h[1-6]|div|span|p)$/.test(s('tag')) ? s('tag') : 'h2';
      return `<${tag}>${linked(s('heading'))}</${tag}>`;
    }
    case 'rich-text':
      return s('text');
    case 'html':
      return s('html');
    case 'photo': {
      const src = s('photo_url') || s('photo_src');
      return src ? `<img src="${escAttr(src)}" alt="${escAttr(s('caption'))}" />` : '';
    }
    case 'button':
      return `<a href="${escAttr(s('link') || '#')}">${s('text')}</a>`;
    default:
      return '';
  }
}

/** The modules' HTML in render order: rows by position, then each node's children by position. */
export function layoutHtml(nodes: Readonly<Record<string, LayoutNode>>, modules: readonly ModuleDefinition[]): string {
  const bySlug = new Map(modules.map((m) => [m.slug, m]));
  const children = (parent: string | null) =>
    Object.values(nodes)
      .filter((n) => n.parent === parent)
      .sort((a, b) => a.position - b.position);
  const parts: string[] = [];
  const walk = (parent: string | null) => {
    for (const node of children(parent)) {
      if (node.type === 'module') {
        const html = moduleHtml(node.settings, bySlug.get(String(node.settings.type)));
        if (html) parts.push(html);
      }
      walk(node.node);
    }
  };
  walk(null);
  return parts.join('\n');
}
