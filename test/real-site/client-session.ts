// What a client does to a WordPress in the real-site test: reads, creates, updates, trashes and force-deletes a
// post, and writes through /batch/v1, taking each new id from the answers. Run once through the recorder and
// once against the replay, it must send the same requests and get the same answers.

export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  path: string;
  status: number;
  /** The body's bytes as received. */
  body: Buffer;
}

const rest = (route: string, query = '') => `/index.php?rest_route=${route}${query}`;

export function clientOf(base: string) {
  const exchanges: Exchange[] = [];
  async function send(method: string, path: string, json?: unknown): Promise<Exchange> {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      ...(json === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }),
    });
    const exchange = { method, path, status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    exchanges.push(exchange);
    return exchange;
  }
  return { send, exchanges };
}

type Send = ReturnType<typeof clientOf>['send'];

/** The parsed JSON of an answer; a clear failure when it is not JSON. */
export function jsonOf<T>(x: Exchange): T {
  try {
    return JSON.parse(x.body.toString('utf8')) as T;
  } catch {
    throw new Error(`${x.method} ${x.path} answered ${x.status} with a body that is not JSON: ${x.body.toString('utf8').slice(0, 200)}`);
  }
}

export async function clientSession(send: Send): Promise<void> {
  await send('GET', rest('/'));
  await send('GET', rest('/wp/v2/posts', '&per_page=2'));

  const created = jsonOf<{ id: number }>(
    await send('POST', rest('/wp/v2/posts'), {
      title: 'Recorded through mock-site — Grüße ✓',
      content: '<p>From the <em>real-site</em> test.</p>',
      status: 'draft',
    }),
  );
  const post = rest(`/wp/v2/posts/${created.id}`);
  await send('GET', `${post}&context=edit`);
  await send('POST', post, { title: 'Updated through mock-site', status: 'publish', excerpt: 'An "excerpt" / with slashes' });
  await send('GET', `${post}&context=edit`); // the same request again: replay answers the later recording
  await send('DELETE', post); // to the trash
  await send('DELETE', post); // already trashed: 410
  await send('DELETE', `${post}&force=true`);
  await send('GET', post); // gone: 404
  await send('POST', rest('/wp/v2/posts'), { title: 'Bad status', status: 'bogus' }); // 400

  const batch = jsonOf<{ responses: { body: { id: number } }[] }>(
    await send('POST', rest('/batch/v1'), {
      requests: [
        { method: 'POST', path: '/wp/v2/posts', body: { title: 'Batch one', status: 'draft' } },
        { method: 'POST', path: '/wp/v2/posts', body: { title: 'Batch two', status: 'publish' } },
      ],
    }),
  );
  const ids = batch.responses.map((r) => r.body.id);
  await send('POST', rest('/batch/v1'), {
    requests: ids.map((id) => ({ method: 'DELETE', path: `/wp/v2/posts/${id}?force=true` })),
  });
}
