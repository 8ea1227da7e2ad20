// A parsed pattern drawn into a string from the stream, as json-schema-faker's regex generator draws it.
import type { Rx } from './pattern-parse.js';
import type { Rng } from './rng.js';

const PRINTABLE = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#%&*()-_=+[]{}|;:',.<>/? "];

export function rxGenerate(node: Rx, r: Rng): string {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'dot':
      return r.pick(PRINTABLE);
    case 'anchor':
      return '';
    case 'charClass': {
      if (!node.negated) return r.pick(node.chars);
      const excluded = new Set(node.chars);
      const allowed = PRINTABLE.filter((c) => !excluded.has(c));
      return allowed.length > 0 ? r.pick(allowed) : 'a';
    }
    case 'sequence': {
      let out = '';
      for (const n of node.nodes) out += rxGenerate(n, r);
      return out;
    }
    case 'alternation':
      return rxGenerate(r.pick(node.branches), r);
    case 'quantifier': {
      const count = r.int(node.min, Math.min(node.max, node.min + 5));
      let out = '';
      for (let i = 0; i < count; i++) out += rxGenerate(node.node, r);
      return out;
    }
    case 'group':
      return rxGenerate(node.node, r);
  }
}

/** Whether every class has a letter to draw (json-schema-faker joins an empty class's undefined as ''). */
export function rxPlanned(node: Rx): boolean {
  switch (node.type) {
    case 'charClass':
      return node.negated || node.chars.length > 0;
    case 'sequence':
      return node.nodes.every(rxPlanned);
    case 'alternation':
      return node.branches.every(rxPlanned);
    case 'quantifier':
    case 'group':
      return rxPlanned(node.node);
    default:
      return true;
  }
}
