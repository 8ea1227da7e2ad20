// What a rule's templates read for one answer: the request, the session's state and clock, the id
// counter and seeded fake values (seeded by scenario seed, rule, answer number and place in the answer).
import { hash32 } from '../store/seeded-hash.js';
import type { Site } from '../dispatch/types.js';
import type { Session } from '../store/session.js';
import type { SessionState, Table } from '../store/types.js';
import { requestBody, type RestRequest } from '../wp/request.js';
import { fakeValue } from './fake-values.js';
import type { RequestPart, TemplateScope } from './template.js';

/** The session counter `{{id}}` counts with. */
export const ID_COUNTER = 'mock_site.id';

/** `state.<name>.count` for names that are not tables: post types and taxonomies as WordPress names them. */
const TYPED_COUNTS: Record<string, readonly [Table, string, string]> = {
  posts: ['posts', 'type', 'post'],
  pages: ['posts', 'type', 'page'],
  media: ['posts', 'type', 'attachment'],
  revisions: ['posts', 'type', 'revision'],
  categories: ['terms', 'taxonomy', 'category'],
  tags: ['terms', 'taxonomy', 'post_tag'],
};

export interface ScopeInput {
  site: Site;
  req: RestRequest;
  session: Session;
  /** Path captures: the catalogue route's and the rule's own. */
  captures: Readonly<Record<string, string>>;
  ruleId: string;
  /** How many answers the rule gave this session before this one. */
  answer: number;
}

function dig(value: unknown, path: readonly string[]): unknown {
  let v = value;
  for (const step of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, step)) return undefined;
    v = (v as Record<string, unknown>)[step];
  }
  return v;
}

export function templateScope({ site, req, session, captures, ruleId, answer }: ScopeInput): TemplateScope {
  let id: number | undefined;
  return {
    request(part: RequestPart, path: readonly string[]): unknown {
      switch (part) {
        case 'method':
          return req.method;
        case 'route':
          return req.route;
        case 'user':
          return req.user?.username ?? 'anonymous';
        case 'session':
          return req.session;
        case 'query':
          return dig(req.query, path);
        case 'body':
          return dig(requestBody(req), path);
        case 'headers': {
          if (!path.length) return req.headers;
          const name = path[0]!.toLowerCase();
          const v = Object.hasOwn(req.headers, name) ? req.headers[name] : undefined;
          return Array.isArray(v) ? v.join(', ') : v;
        }
        case 'params': {
          if (!path.length) return Object.fromEntries(Object.keys(captures).map((k) => [k, req.params[k] ?? captures[k]]));
          const name = path[0]!;
          return Object.hasOwn(captures, name) ? (req.params[name] ?? captures[name]) : undefined;
        }
      }
    },
    machine: (name) => session.state.machines[name] ?? site.rules.initial.get(name),
    count(name) {
      const typed = Object.hasOwn(TYPED_COUNTS, name) ? TYPED_COUNTS[name] : undefined;
      if (typed) return [...session.lookup(typed[0], typed[1], typed[2])].length;
      if (Object.hasOwn(session.state, name)) {
        const table = session.state[name as keyof SessionState];
        if (table && typeof table === 'object') return Object.keys(table).length;
      }
      return [...session.lookup('records', 'store', name)].length;
    },
    now: (gmt) => session.now()[gmt ? 1 : 0],
    id() {
      if (id === undefined) {
        id = (session.state.counters[ID_COUNTER] ?? 0) + 1;
        session.put('counters', ID_COUNTER, id);
      }
      return id;
    },
    fake: (format, slot) => fakeValue(format, hash32(`${site.scenario.seed}|${ruleId}|${answer}|${slot}`), Date.parse(site.scenario.clock.start)),
  };
}
