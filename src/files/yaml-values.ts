// The values of a parsed YAML file (scenario or cassette), refusing what aliases can do to a reader: an alias inside
// the node it names makes a value that contains itself (every walk over it would loop), aliases of aliases expand
// exponentially (yaml's own limit, maxAliasCount, applies), and many aliases take yaml long to resolve. A problem
// comes back with the offset it is at.
import type { Document } from 'yaml';
import { loadYaml } from '../load-on-demand.js';

/** yaml resolves aliases in a time that grows with their square: 1,000 take about half a second, 3,600 eight. */
const MAX_ALIASES = 1000;

export type YamlValues = { value: unknown } | { offset: number; message: string };

export function yamlValues(doc: Document): YamlValues {
  const { visit, isAlias } = loadYaml();
  let problem: YamlValues | undefined;
  // One pass in document order: an alias names the last node anchored so before it (Alias.resolve would walk the
  // whole document again for each alias).
  const anchored = new Map<string, unknown>();
  let aliases = 0;
  visit(doc, {
    Node(_key, node, path) {
      if (!isAlias(node)) {
        if (node.anchor) anchored.set(node.anchor, node);
        return undefined;
      }
      if (++aliases > MAX_ALIASES) {
        problem = {
          offset: node.range?.[0] ?? 0,
          message: `more than ${MAX_ALIASES.toLocaleString('en-US')} aliases: resolving them takes yaml a time that grows with their square. Write the values out (yaml.stringify: aliasDuplicateObjects: false)`,
        };
        return visit.BREAK;
      }
      if (!path.includes(anchored.get(node.source) as never)) return undefined;
      problem = {
        offset: node.range?.[0] ?? 0,
        message: `alias *${node.source} is inside the value it names, so that value would contain itself. Write the inner value out instead`,
      };
      return visit.BREAK;
    },
  });
  if (problem) return problem;
  try {
    return { value: doc.toJS() };
  } catch (e) {
    const why = (e as Error).message;
    if (!/alias/i.test(why)) return { offset: 0, message: `the values of this file cannot be built (${why}). Simplify it` };
    let first = 0;
    visit(doc, {
      Alias: (_key, node) => {
        first = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    return {
      offset: first,
      message: `too many aliases: the values they stand for would expand past what mock-site reads (${why}). Write the values out, or use fewer aliases`,
    };
  }
}
