// oembed/1.0: embed data for a URL (WordPress core's WP_oEmbed_Controller).
import { bool, defineNamespace, get, int, PUBLIC, required, str, untyped } from '../define.js';
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../../model/catalogue.js';

const url = required(str('The URL of the resource for which to fetch oEmbed data.', { format: 'uri' }));

/** What WordPress answers for an embeddable URL (get_oembed_response_data). */
const oembedResponse: ResponseSchema = {
  type: 'object',
  properties: {
    version: { const: '1.0' },
    provider_name: { type: 'string', examples: ['Mock Site'] },
    provider_url: { type: 'string', format: 'uri', examples: [`${EXAMPLE_ORIGIN}`] },
    author_name: { type: 'string', examples: ['admin'] },
    author_url: { type: 'string', format: 'uri', examples: [`${EXAMPLE_ORIGIN}/?author=1`] },
    title: { type: 'string', examples: ['Hello world!'] },
    type: { const: 'rich' },
    width: { const: 600 },
    height: { const: 338 },
    html: { type: 'string', examples: ['<blockquote class="wp-embedded-content"><a href="http://127.0.0.1:8080/?p=1">Hello world!</a></blockquote>'] },
  },
  required: ['version', 'provider_name', 'provider_url', 'author_name', 'author_url', 'title', 'type', 'width', 'height', 'html'],
};

export const oembed = defineNamespace(
  'oembed/1.0',
  { read: PUBLIC, write: PUBLIC },
  {
    '/embed': [
      get(
        { url, format: untyped({ default: 'json' }), maxwidth: untyped({ default: 600 }) },
        { response: oembedResponse, schema: null, behaviour: 'oembed-embed' },
      ),
    ],
    '/proxy': [
      get(
        {
          url,
          format: str('The oEmbed format to use.', { default: 'json', enum: ['json', 'xml'] }),
          maxwidth: int('The maximum width of the embed frame in pixels.', { default: 600 }),
          maxheight: int('The maximum height of the embed frame in pixels.'),
          discover: bool('Whether to perform an oEmbed discovery request for unsanctioned providers.', { default: true }),
        },
        {
          permission: { cap: 'edit_posts', code: 'rest_forbidden', message: 'Sorry, you are not allowed to make proxied oEmbed requests.' },
          response: oembedResponse,
          // WP_oEmbed_Controller registers no schema: OPTIONS shows none.
          schema: null,
          behaviour: 'oembed-proxy',
        },
      ),
    ],
  },
);
