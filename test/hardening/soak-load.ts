// The soak's load: a fixed, repeatable mix of REST requests (index, lists, search, reads by id, terms, the current
// user, 400s and 404s, creates, updates, deletes, batches) sent over keep-alive connections with `concurrency`
// requests in flight, spread over a few sessions. Every post it creates it deletes again (force=true), so the
// store ends as it started: memory that grows over a run is memory the server keeps and should not.
import http from 'node:http';

export interface SoakOptions {
  /** `http://127.0.0.1:8080` */
  origin: string;
  /** Requests to send in all. */
  total: number;
  /** Requests in flight at once (default 32). */
  concurrency?: number;
  /** Sessions the load is spread over (X-Mock-Session `soak-0`...; default 4). */
  sessions?: number;
  /** Ids of posts that exist in every session (read by id). */
  postIds: readonly number[];
  /** `Basic ...` for the writes. */
  authorization: string;
  /** Called once when `at` requests were answered, with the load paused until it resolves (an RSS sample). */
  checkpoint?: { at: number; run: () => Promise<void> | void };
}

export interface SoakResult {
  requests: number;
  /** Answers by status. */
  statuses: Record<number, number>;
  /** 5xx answers and failed exchanges (the first 20). */
  failures: string[];
  ms: number;
}

interface Answer {
  status: number;
  body: string;
}

const rest = (route: string, query = '') => `/index.php?rest_route=${route}${query}`;

function send(agent: http.Agent, origin: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs the load to `total` requests (a step of several requests may end a few over) and drains what it created. */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { origin, total, postIds, authorization } = options;
  const concurrency = options.concurrency ?? 32;
  const sessions = options.sessions ?? 4;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  let requests = 0;
  let step = 0;
  let paused: Promise<void> | undefined;
  let checkpointDone = options.checkpoint === undefined;
  const started = performance.now();

  const worker = async (w: number) => {
    const session = `soak-${w % sessions}`;
    const reader = { 'X-Mock-Session': session };
    const writer = { ...reader, Authorization: authorization, 'Content-Type': 'application/json' };
    const created: number[] = [];
    const call = async (method: string, path: string, headers: Record<string, string> = reader, body?: string): Promise<Answer | null> => {
      let answer: Answer | null = null;
      try {
        answer = await send(agent, origin, method, path, headers, body);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500 && failures.length < 20) failures.push(`${answer.status} ${method} ${path}: ${answer.body.slice(0, 200)}`);
      } catch (e) {
        if (failures.length < 20) failures.push(`${method} ${path}: ${(e as Error).message}`);
      }
      requests++;
      if (!checkpointDone && requests >= options.checkpoint!.at) {
        checkpointDone = true;
        paused = Promise.resolve(options.checkpoint!.run());
      }
      return answer;
    };
    const create = async (title: string) => {
      const answer = await call('POST', rest('/cms/v2/posts'), writer, JSON.stringify({ title, content: `<p>${title}</p>`, status: 'publish' }));
      if (answer?.status === 201) created.push((JSON.parse(answer.body) as { id: number }).id);
    };
    const remove = (id: number) => call('DELETE', rest(`/cms/v2/posts/${id}`, '&force=true'), writer);

    while (requests < total) {
      if (paused) await paused;
      const i = step++;
      const id = postIds[(i * 7919) % postIds.length]!;
      switch (i % 20) {
        case 0:
          await call('GET', rest('/'));
          break;
        case 1:
        case 2:
        case 3:
          await call('GET', rest('/cms/v2/posts', `&per_page=10&page=${1 + (i % 3)}`));
          break;
        case 4:
          await call('GET', rest('/cms/v2/posts', '&per_page=10&search=hello'));
          break;
        case 5:
        case 6:
        case 7:
          await call('GET', rest(`/cms/v2/posts/${id}`));
          break;
        case 8:
          await call('GET', rest(`/cms/v2/posts/${id}`, '&_fields=id,title,link'));
          break;
        case 9:
          await call('GET', rest('/cms/v2/categories'));
          break;
        case 10:
          await call('GET', rest('/cms/v2/no-such-route'));
          break;
        case 11:
          await call('GET', rest('/cms/v2/posts', '&per_page=0'));
          break;
        case 12:
          await create(`Soak ${i}`);
          break;
        case 13: {
          const last = created[created.length - 1];
          await (last === undefined
            ? call('GET', rest('/cms/v2/tags'))
            : call('POST', rest(`/cms/v2/posts/${last}`), writer, JSON.stringify({ title: `Soak ${i} again` })));
          break;
        }
        case 14:
        case 15:
        case 16: {
          const last = created.pop();
          await (last === undefined ? call('GET', rest('/cms/v2/users/me'), writer) : remove(last));
          break;
        }
        case 17: {
          const body = JSON.stringify({
            requests: [0, 1].map((n) => ({ method: 'POST', path: '/cms/v2/posts', body: { title: `Soak batch ${i}.${n}`, status: 'draft' } })),
          });
          const answer = await call('POST', rest('/batch/v1'), writer, body);
          if (answer?.status === 207) {
            for (const r of (JSON.parse(answer.body) as { responses: { status: number; body: { id?: number } }[] }).responses) {
              if (r.status === 201 && typeof r.body.id === 'number') created.push(r.body.id);
            }
          }
          break;
        }
        case 18:
          await call('GET', rest('/cms/v2/users/me'), writer);
          break;
        default:
          await call('GET', rest('/cms/v2/posts', `&per_page=5&orderby=title&order=asc&page=${1 + (i % 4)}`));
      }
    }
    for (const id of created.splice(0)) await remove(id);
  };

  try {
    await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  } finally {
    agent.destroy();
  }
  return { requests, statuses, failures, ms: Math.round(performance.now() - started) };
}
