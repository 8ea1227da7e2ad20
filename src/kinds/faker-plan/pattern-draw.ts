// A parsed pattern drawn into a string from the stream, as json-schema-faker's regex generator draws it.
import type { Rx } from './pattern-parse.js';
import type { Rng } from './rng.js';

const PRINTABLE = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#%&*()-_=+[]{}|;:',.<>/? "];

/** A pattern's tree compiled once into a draw from the stream, as json-schema-faker draws it (each negated class's letters listed once). */
export type RxDraw = (r: Rng) => string;

export function rxCompile(node: Rx): RxDraw {
  switch (node.type) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'dot':
      return (r) => r.pick(PRINTABLE);
    case 'anchor':
      return () => '';
    case 'charClass': {
      if (!node.negated) {
        const chars = node.chars;
        return (r) => r.pick(chars);
      }
      const excluded = new Set(node.chars);
      const allowed = PRINTABLE.filter((c) => !excluded.has(c));
      return allowed.length > 0 ? (r) => r.pick(allowed) : () => 'a';
    }
    case 'sequence': {
      const parts = node.nodes.map(rxCompile);
      return (r) => {
        let out = '';
        for (let i = 0; i < parts.length; i++) out += (parts[i] as RxDraw)(r);
        return out;
      };
    }
    case 'alternation': {
      const branches = node.branches.map(rxCompile);
      return (r) => r.pick(branches)(r);
    }
    case 'quantifier': {
      const part = rxCompile(node.node);
      const { min } = node;
      const max = Math.min(node.max, node.min + 5);
      return (r) => {
        const count = r.int(min, max);
        let out = '';
        for (let i = 0; i < count; i++) out += part(r);
        return out;
      };
    }
    case 'group':
      return rxCompile(node.node);
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
