// oembed/1.0 (WP_oEmbed_Controller): `embed` answers for the site's own posts, pages and attachments (JSON, or XML
// with format=xml as _oembed_rest_pre_serve_request() writes it); `proxy` (edit_posts) answers for the site's own
// URLs the same way, and for other sites from the recorded embeds (./providers.ts), never the live internet.
import type { Behaviour } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import { WpError } from '../../wp/errors.js';
import { urlToPostId } from './own-post.js';
import { oembedXml } from './oembed-xml.js';
import { data2html, recordedEmbed, scaled } from './providers.js';
import { absint, oembedResponseData } from './response-data.js';

/** get_status_header_desc(404). */
const invalidUrl = () => new WpError('oembed_invalid_url', 'Not Found', { status: 404 });

/** The answer written as XML, errors included (their {code, message, data}), with text/xml. */
function asXml(outcome: HandlerOutcome): HandlerOutcome {
  const [status, data] = outcome instanceof WpError ? [outcome.status, outcome.toJSON()] : [outcome.status ?? 200, outcome.data as Record<string, unknown>];
  return { status, data, encoded: oembedXml(data), verbatim: true, headers: { 'Content-Type': 'text/xml; charset=UTF-8' } };
}

export const oembedBehaviours: Readonly<Record<string, Behaviour>> = {
  'oembed-embed': (req, ctx) => {
    const session = ctx.session;
    const site = ctx.site.scenario.site;
    const id = urlToPostId(String(req.params.url), req.origin, site, session);
    const data = id ? oembedResponseData(session.get('posts', id), absint(req.params.maxwidth), session, site, req.origin) : null;
    const outcome: HandlerOutcome = data ? { data } : invalidUrl();
    // wp_oembed_ensure_format(): anything but xml is json.
    return req.params.format === 'xml' ? asXml(outcome) : outcome;
  },
  'oembed-proxy': (req, ctx) => {
    const session = ctx.session;
    const site = ctx.site.scenario.site;
    const url = String(req.params.url);
    const maxWidth = absint(req.params.maxwidth);
    // get_oembed_response_data_for_url(): the site's own URLs first, at maxwidth.
    const id = urlToPostId(url, req.origin, site, session);
    const own = id ? oembedResponseData(session.get('posts', id), maxWidth, session, site, req.origin) : null;
    if (own) return { data: own };
    const recorded = recordedEmbed(session, url);
    if (!recorded) return invalidUrl();
    const data = scaled(recorded, maxWidth, absint(req.params.maxheight));
    data.html = data2html(data, url);
    return { data };
  },
};
