// The hot-reload benches' scenario: 1,000 rules over 101 plugin routes, with sequences, templates, query and
// body matches, machine conditions and moves, and a few behaviour kind bindings. `version` is what the first
// rule answers (GET /bench/v1/version), so a client sees which file is serving.
import { stringify } from 'yaml';

export const RULES = 1000;
export const VERSION_PATH = '/index.php?rest_route=/bench/v1/version';

/** The scenario as YAML in block style (as people write it). */
export function scenarioText(version) {
  const routes = [{ path: '/bench/v1/version' }, ...Array.from({ length: 100 }, (_, r) => ({ path: `/bench${r}/v1/items/{id}`, methods: ['GET', 'POST'] }))];
  const rules = [{ name: 'version', match: { route: '/bench/v1/version' }, respond: { body: { version } } }];
  for (let i = 1; i < RULES; i++) {
    const route = `/bench${i % 100}/v1/items/{id}`;
    switch (i % 5) {
      case 0:
        rules.push({
          name: `r${i}`,
          match: { method: 'GET', route, query: { v: String(i) } },
          respond: { body: { n: i, id: '{{request.params.id}}', at: '{{now}}' } },
        });
        break;
      case 1:
        rules.push({
          name: `r${i}`,
          match: { method: 'POST', route, body: { k: i } },
          respond: [{ status: 201, body: { n: i } }, { status: 409 }],
          after: 'cycle',
        });
        break;
      case 2:
        rules.push({
          name: `r${i}`,
          priority: i % 7,
          match: { route, headers: { 'x-bench': String(i) } },
          when: { flow: 'a' },
          then: { flow: 'b' },
          respond: { body: { n: i, flow: '{{state.machines.flow}}' } },
        });
        break;
      case 3:
        rules.push({
          name: `r${i}`,
          match: { route, user: 'admin', query: { page: i } },
          respond: { headers: { 'X-N': String(i) }, body: { who: '{{request.user}}', fake: '{{fake.email}}' } },
        });
        break;
      default:
        rules.push(
          i % 50 === 4
            ? { name: `r${i}`, match: { route: `/bench${i % 100}/v1/items` }, bind: { kind: 'collection', store: `s${i}` } }
            : { name: `r${i}`, match: { route, session: `s${i}` }, respond: { delay: 0, body: [i, '{{id}}'] } },
        );
    }
  }
  return stringify({ machines: { flow: { initial: 'a', states: ['a', 'b', 'c'] } }, routes, rules });
}
