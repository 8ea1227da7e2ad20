// `mock-site/msw`: MSW request handlers that hand every REST address under `baseUrl` (`?rest_route=`, `/wp-json/`)
// to the stateful fake (src/fetch/), for setupServer (Node) and setupWorker (browsers). Anything else under
// `baseUrl` (pages, assets) falls through to the next handler or the network.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { addressOf } from '../wp/addressing.js';
import { createMockSite, type MockSite, type MockSiteOptions } from '../fetch/create-mock-site.js';

export interface MockSiteHandlerOptions extends MockSiteOptions {
  /** Where the site lives (`http://localhost:8080`, `https://example.test/blog`): REST requests under it are answered. */
  baseUrl: string;
  /** A site made with createMockSite() (to reset it or read its state between tests); made from the options otherwise. */
  site?: MockSite | Promise<MockSite>;
}

export function mockSiteHandlers(options: MockSiteHandlerOptions): HttpHandler[] {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const { site: given, ...siteOptions } = options;
  let site: Promise<MockSite> | undefined = given ? Promise.resolve(given) : undefined;
  return [
    http.all(`${base.origin}${basePath}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(basePath.length) || '/';
      if (!addressOf(`${path}${url.search}`)) return undefined;
      site ??= createMockSite(siteOptions);
      try {
        return await (await site).fetch(request);
      } catch (e) {
        // A rule's connection fault: the page's fetch() fails as it does when a server cuts the connection.
        if (e instanceof TypeError) return HttpResponse.error();
        throw e;
      }
    }),
  ];
}

export type { MockSite, MockSiteOptions };
