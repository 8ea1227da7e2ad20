// The believable small site the default scenario ships: terms, ~20 posts across statuses and formats,
// a page tree, a few media items and comments. Dates are left out: the seed spreads them back from
// the scenario clock, one day apart, newest last.
import type { ScenarioData } from '../model/data.js';
import { DEFAULT_THEME_FILES } from '../areas/sitetool/theme/default-theme.js';
import { BUILDER_A_STYLE_PROPS, BUILDER_A_WIDGETS } from '../areas/sitetool/builders/seed-builder-a.js';
import { BUILDER_B_MODULES } from '../areas/sitetool/builders/seed-builder-b.js';
import { OEMBED_PROVIDERS } from '../areas/oembed/seed-providers.js';
import { ASSISTANT_RECORDS } from '../areas/assistant/default-records.js';
import { SHOP_PAYMENTS_RECORDS } from '../areas/payments/default-records.js';
import { DEFAULT_SHOP_OAUTH } from '../areas/agentproto/default-records.js';
import { SHOP_MARKET_RECORDS } from '../areas/marketplace/default-records.js';
import { SHOP_ADMIN_RECORDS } from '../areas/shop-admin/default-records.js';
import { SHOP_ASSISTANT_AI_RECORDS } from '../areas/assistant-ai/default-records.js';
import { INSTALLED_PLUGINS } from '../areas/plugins/plugin-store.js';
import { INSTALLED_PLUGIN_RECORDS } from '../areas/plugins/seed-plugins.js';
import { MARKET_THEME_FILES } from '../areas/marketplace/seed-marketplace.js';

const p = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

export const DEFAULT_CONTENT: ScenarioData = {
  categories: [
    { id: 1, name: 'Uncategorized', slug: 'uncategorized' },
    { id: 2, name: 'News', description: 'What happened on the site.' },
    { id: 3, name: 'Engineering', description: 'How the site is built.' },
    { id: 4, name: 'Frontend', parent: 3 },
    { id: 5, name: 'Releases' },
  ],
  tags: [
    { id: 6, name: 'testing' },
    { id: 7, name: 'performance' },
    { id: 8, name: 'accessibility' },
    { id: 9, name: 'rest-api', slug: 'rest-api' },
  ],
  media: [
    {
      id: 30,
      title: 'Mountain lake',
      file: '2026/01/mountain-lake.png',
      width: 1200,
      height: 800,
      alt_text: 'A mountain lake at sunrise',
      caption: 'Sunrise over the lake',
    },
    { id: 31, title: 'Team photo', file: '2026/01/team.png', width: 800, height: 600, alt_text: 'The team in the office' },
    { id: 32, title: 'Release chart', file: '2026/01/release-chart.png', width: 640, height: 360, alt_text: 'Bar chart of releases per month' },
  ],
  posts: [
    { id: 1, title: 'Hello world!', content: p('Welcome to the mock site. This is its first post. Edit or delete it, then start writing!'), categories: [1] },
    {
      id: 2,
      title: 'Introducing the new site',
      content: p('We rebuilt the site from scratch. Here is what changed and why.'),
      categories: [2],
      tags: [9],
      featured_media: 30,
      sticky: true,
    },
    {
      id: 3,
      title: 'How we test our frontend',
      content:
        p('Every component has a test that runs against a mock of the REST API.') +
        '\n\n' +
        p('The mock answers exactly like the real site, so the tests pass unchanged against both.'),
      categories: [3, 4],
      tags: [6, 9],
    },
    {
      id: 4,
      title: 'Release 1.0',
      content: p('Version 1.0 is out. Thank you to everyone who tried the betas.'),
      categories: [5],
      tags: [9],
      featured_media: 32,
    },
    {
      id: 5,
      title: 'Making pages load faster',
      content: p('We measured every page and removed what slowed them down.'),
      excerpt: 'What we measured, and what we removed.',
      categories: [3],
      tags: [7],
    },
    { id: 6, title: 'Keyboard navigation everywhere', content: p('Every menu and dialog now works without a mouse.'), categories: [4], tags: [8] },
    { id: 7, title: 'Release 1.1', content: p('Small fixes and one new feature: saved searches.'), categories: [5], format: 'status' },
    { id: 8, title: 'A short aside on caching', content: p('Cache the index document; it rarely changes.'), categories: [3], tags: [7], format: 'aside' },
    {
      id: 9,
      title: 'Quote of the week',
      content:
        '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><p>Make it work, make it right, make it fast.</p><cite>Kent Beck</cite></blockquote>\n<!-- /wp:quote -->',
      categories: [1],
      format: 'quote',
    },
    { id: 10, title: 'Our office in pictures', content: p('A few photos from the new office.'), categories: [2], format: 'gallery', featured_media: 31 },
    { id: 11, title: 'Useful links for REST clients', content: p('The REST API handbook and our own notes.'), categories: [3], tags: [9], format: 'link' },
    { id: 12, title: 'Team chat transcript', content: `${p('Alex: shall we ship?')}\n\n${p('Sam: after the tests pass.')}`, categories: [2], format: 'chat' },
    { id: 13, title: 'Accessibility audit results', content: p('We fixed 42 issues found by the audit.'), categories: [4], tags: [8], author: 2 },
    { id: 14, title: 'Performance budget', content: p('Each page must load in under a second on a slow phone.'), categories: [3], tags: [7], author: 2 },
    { id: 15, title: 'Draft: release 1.2 notes', content: p('Notes for the next release, not public yet.'), status: 'draft', categories: [5] },
    {
      id: 16,
      title: 'Pending review: style guide',
      content: p('A style guide for writers. Waiting for review.'),
      status: 'pending',
      categories: [1],
      author: 2,
    },
    { id: 17, title: 'Private: roadmap', content: p('Internal roadmap for the next quarter.'), status: 'private', categories: [2] },
    { id: 18, title: 'Scheduled: release 2.0', content: p('Version 2.0 arrives next month.'), status: 'future', date: '2026-02-15T09:00:00', categories: [5] },
    { id: 19, title: 'Members only', content: p('This post is protected with a password.'), password: 'secret', categories: [2] },
    { id: 20, title: 'Video: the site in two minutes', content: p('A short video tour of the site.'), categories: [2], format: 'video' },
  ],
  pages: [
    { id: 21, title: 'About', content: p('We build things for the web.'), menu_order: 1 },
    { id: 22, title: 'Team', content: p('The people behind the site.'), parent: 21, menu_order: 1 },
    { id: 23, title: 'History', content: p('How it all started.'), parent: 21, menu_order: 2 },
    { id: 24, title: 'Contact', content: p('Write to hello@example.org.'), menu_order: 2 },
    { id: 25, title: 'Sample Page', content: p('This is an example page.'), menu_order: 3 },
    { id: 26, title: 'Privacy Policy', content: p('Who we are and what we collect.'), status: 'draft', menu_order: 4 },
  ],
  comments: [
    { id: 1, post: 1, author_name: 'A WordPress Commenter', author_email: 'commenter@example.org', content: 'Hi, this is a comment.' },
    { id: 2, post: 3, author: 2, content: 'We should also test the error paths.' },
    { id: 3, post: 3, parent: 2, author: 1, content: 'Agreed: every WordPress error code has a test now.' },
  ],
  // Lakeside is the active theme; the WooCommerce.com themes beside it are installed but inactive.
  options: { stylesheet: 'lakeside', template: 'lakeside' },
  records: {
    'sitetool.theme_files': [...DEFAULT_THEME_FILES, ...MARKET_THEME_FILES],
    'sitetool.builder_a_widgets': BUILDER_A_WIDGETS,
    'sitetool.builder_a_style_props': BUILDER_A_STYLE_PROPS,
    'sitetool.builder_b_modules': BUILDER_B_MODULES,
    'oembed.providers': OEMBED_PROVIDERS,
    ...ASSISTANT_RECORDS,
    ...SHOP_PAYMENTS_RECORDS,
    ...DEFAULT_SHOP_OAUTH,
    ...SHOP_MARKET_RECORDS,
    ...SHOP_ADMIN_RECORDS,
    ...SHOP_ASSISTANT_AI_RECORDS,
    [INSTALLED_PLUGINS]: INSTALLED_PLUGIN_RECORDS,
  },
};
