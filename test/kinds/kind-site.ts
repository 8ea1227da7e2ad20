// Sites whose routes are bound to behaviour kinds, built in code (the kind tests do not depend on the
// YAML loader): the default scenario, a profile, `bind` rules for the given routes and data.records.
import request from 'supertest';
import { createApp } from '../../src/app.js';
import type { Method, ProfileName } from '../../src/model/catalogue.js';
import { loadScenario } from '../../src/scenario/load.js';
import type { ExtraRoute, Rule } from '../../src/model/rule.js';
import type { Binding } from '../../src/model/binding.js';
import type { Scenario } from '../../src/model/scenario.js';

/** A route bound to a kind: `[route]` for every method, or `[route, method(s)]`. */
export type Bound = [route: string, bind: Binding, method?: Method | Method[]];

export interface KindSiteOptions {
  profile?: ProfileName;
  /** The scenario's own routes (`routes:`): served through the whole pipeline (arguments, permission, _fields). */
  routes?: Omit<ExtraRoute, 'source'>[];
  records?: Record<string, unknown>;
  machines?: Record<string, string[]>;
}

export const KIND_FILE = '/kinds/scenario.yaml';

export function kindScenario(bound: Bound[], { profile = 'shop', records = {}, machines = {}, routes = [] }: KindSiteOptions = {}): Scenario {
  const base = loadScenario();
  return {
    ...base,
    profile,
    source: KIND_FILE,
    data: { ...base.data, records: records as Scenario['data']['records'] },
    rules: bound.map(
      ([route, bind, method], i): Rule => ({
        id: `rules[${i}]`,
        priority: 0,
        match: { route, ...(method ? { method } : {}) },
        bind,
        source: { file: KIND_FILE, line: i + 1, col: 3 },
      }),
    ),
    routes: routes.map((r, i) => ({ ...r, source: { file: KIND_FILE, line: 200 + i, col: 3 } })),
    machines: Object.entries(machines).map(([name, states], i) => ({ name, states, initial: states[0]!, source: { file: KIND_FILE, line: 100 + i, col: 3 } })),
  };
}

/** A supertest agent on a fresh app serving the bound routes. */
export const kindSite = (bound: Bound[], options?: KindSiteOptions) => request(createApp({ scenario: kindScenario(bound, options) }));
