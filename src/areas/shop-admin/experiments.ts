// GET experiments/assignment?experiment_name=...: the A/B assignment WordPress.com's ExPlat answers,
// `{variations: {<name>: <variation or null>}, ttl}`. A known experiment assigns one of its variations, chosen
// by the scenario seed, the experiment and the visitor (`anon_id`, else the user): the same visitor always gets
// the same one. An experiment ExPlat does not know answers null, as ExPlat does.
import type { Handler } from '../../dispatch/types.js';
import { hash32 } from '../../store/seeded-hash.js';
import { getRecord } from '../../store/records.js';
import { shopAdminErrors } from './errors.js';
import { EXPERIMENTS } from '../../catalogue/record-sets/shop-admin.js';

const DEFAULT_TTL = 3600;

export const experimentAssignment: Handler = (req, ctx) => {
  const name = req.query.experiment_name;
  if (name === undefined) return shopAdminErrors.experimentNameRequired();
  const experiment = String(name);
  const record = getRecord(ctx.session, EXPERIMENTS, experiment);
  const variations = Array.isArray(record?.data.variations) ? record.data.variations.map(String) : [];
  const visitor = typeof req.query.anon_id === 'string' && req.query.anon_id !== '' ? req.query.anon_id : `user-${req.user?.id ?? 0}`;
  const pick = variations.length ? variations[hash32(`${ctx.site.scenario.seed}|${experiment}|${visitor}`) % variations.length]! : null;
  const ttl = typeof record?.data.ttl === 'number' ? record.data.ttl : DEFAULT_TTL;
  const out: Record<string, unknown> = {};
  Object.defineProperty(out, experiment, { value: pick, enumerable: true, writable: true, configurable: true });
  return { data: { variations: out, ttl } };
};
