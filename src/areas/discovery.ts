// The index (`GET /`) and namespace roots (`GET /cms/v2`...), generated from the catalogue and
// encoded once per site address and context.
import type { Handler, RestResult, Site } from '../dispatch/types.js';
import { protocolErrors } from '../wp/errors.js';
import { indexDocument, namespaceDocument } from '../wp/index-document.js';
import { wpJson } from '../wp/json.js';

const cache = new WeakMap<Site, Map<string, RestResult | null>>();

function cached(site: Site, key: string, build: () => Record<string, unknown> | null): RestResult | null {
  let entries = cache.get(site);
  if (!entries) cache.set(site, (entries = new Map()));
  let hit = entries.get(key);
  if (hit === undefined) {
    const data = build();
    entries.set(key, (hit = data === null ? null : { data, encoded: Buffer.from(wpJson(data)) }));
  }
  return hit;
}

export const indexHandler: Handler = (req, { site }) => {
  const help = req.params.context === 'help';
  return cached(site, `index|${req.origin}|${help}`, () => indexDocument(site, req.origin, help))!;
};

export const namespaceHandler: Handler = (req, { site }) => {
  const ns = typeof req.params.namespace === 'string' ? req.params.namespace : '';
  const help = req.params.context === 'help';
  return cached(site, `ns|${ns}|${req.origin}|${help}`, () => namespaceDocument(site, ns, req.origin, help))
    ?? protocolErrors.invalidNamespace();
};
