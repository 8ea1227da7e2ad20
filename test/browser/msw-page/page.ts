// The page of test/browser/msw-page.test.ts: MSW's service worker with mock-site's handlers, and
// @wordpress/api-fetch talking to the site at the page's own origin — no mock-site process anywhere.
import apiFetchDefault, { type ApiFetch } from '@wordpress/api-fetch';
import { setupWorker } from 'msw/browser';
import { mockSiteHandlers } from '../../../src/msw/handlers.js';

interface WpError {
  code: string;
  message: string;
  data?: { status?: number };
}

/** Its types are CommonJS-shaped under NodeNext (test/clients/wordpress-clients.test.ts says more). */
const apiFetch = apiFetchDefault as unknown as ApiFetch;

/** The page's origin (the test's types are Node's, without the DOM's `location`). */
const origin = (globalThis as unknown as { location: { origin: string } }).location.origin;

const worker = setupWorker(...mockSiteHandlers({ baseUrl: origin }));
await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true, onUnhandledRequest: 'bypass' });

apiFetch.use(apiFetch.createRootURLMiddleware(`${origin}/index.php?rest_route=/`));
apiFetch.use((options, next) => next({ ...options, headers: { ...options.headers, Authorization: `Basic ${btoa('admin:mock-site-password')}` } }));

const failure = (e: unknown): WpError => {
  const { code, message, data } = e as WpError;
  return { code, message, data: { status: data?.status } };
};

async function story() {
  const created = await apiFetch<{ id: number; title: { raw: string }; status: string }>({
    path: '/cms/v2/posts',
    method: 'POST',
    data: { title: 'Written in Chromium', status: 'publish' },
  });
  const listed = await apiFetch<{ id: number; title: { rendered: string } }[]>({ path: '/cms/v2/posts?per_page=3' });
  const trashed = await apiFetch<{ id: number; status: string }>({ path: `/cms/v2/posts/${created.id}`, method: 'DELETE' });
  const again = await apiFetch({ path: `/cms/v2/posts/${created.id}`, method: 'DELETE' }).then(() => null, failure);
  const missing = await apiFetch({ path: '/cms/v2/posts/987654' }).then(() => null, failure);
  const invalid = await apiFetch({ path: '/cms/v2/posts', method: 'POST', data: { title: 'x', status: 'sideways' } }).then(() => null, failure);
  return {
    created: { id: created.id, title: created.title.raw, status: created.status },
    listed: listed.map((p) => ({ id: p.id, title: p.title.rendered })),
    trashed: { id: trashed.id, status: trashed.status },
    again,
    missing,
    invalid,
  };
}

Object.assign(globalThis, { story, ready: true });
