// What the posts and pages ports create, made over REST the way WordPress's unit-test factory makes it in PHP
// (a published post with a title, content and excerpt unless told otherwise), marked with a token unique to the
// run so a test finds only what it made on a WordPress that other runs share, and removed again at the end.
import { randomBytes } from 'node:crypto';
import { encodePng } from '../../src/areas/media/png-encoder.js';
import type { Answer, Role, SendOptions, Target } from './target.js';

export type Fields = Record<string, unknown>;

export class PostFactory {
  /** Lower-case letters and digits only, so it survives sanitize_title() and searches. */
  readonly token = `t${randomBytes(5).toString('hex')}`;
  #made: string[] = [];
  #count = 0;

  constructor(readonly t: Target) {}

  /** A unique text starting with `words` (titles, slugs and names carry the token). */
  unique(words = 'Post'): string {
    return `${words} ${this.token}${++this.#count}`;
  }

  /** A request as `as` that must succeed; the answer's body. */
  async ok(method: string, route: string, options: SendOptions = {}): Promise<Answer> {
    const res = await this.t.send(method, route, { as: 'administrator', ...options });
    if (res.status >= 300) throw new Error(`[wp-rest] ${this.t.name}: ${method} ${route} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  }

  /** factory()->post->create(): a published post by the administrator unless the fields say otherwise. */
  async post(fields: Fields = {}, as: Role = 'administrator', base = '/wp/v2/posts'): Promise<number> {
    const n = ++this.#count;
    const json = { title: `Post title ${this.token}${n}`, content: `Post content ${n}`, excerpt: `Post excerpt ${n}`, status: 'publish', ...fields };
    const res = await this.ok('POST', base, { json, as });
    this.#made.push(`${base}/${res.body.id as number}`);
    return res.body.id as number;
  }

  page(fields: Fields = {}, as: Role = 'administrator'): Promise<number> {
    return this.post({ excerpt: '', ...fields }, as, '/wp/v2/pages');
  }

  /** wp_insert_term(): a category or tag with a unique name. */
  async term(route: 'categories' | 'tags', fields: Fields = {}): Promise<number> {
    const res = await this.ok('POST', `/wp/v2/${route}`, { json: { name: this.unique('Term'), ...fields } });
    this.#made.push(`/wp/v2/${route}/${res.body.id as number}`);
    return res.body.id as number;
  }

  /** An uploaded image, attached to `parent` when given. */
  async image(parent?: number): Promise<number> {
    const body = encodePng(2, 2, this.token);
    const res = await this.ok('POST', '/wp/v2/media', {
      raw: { body, headers: { 'Content-Type': 'image/png', 'Content-Disposition': `attachment; filename="${this.token}-${++this.#count}.png"` } },
      ...(parent ? { query: { post: parent } } : {}),
    });
    this.#made.push(`/wp/v2/media/${res.body.id as number}`);
    return res.body.id as number;
  }

  /** Something a test made itself, to delete at the end too. */
  track(route: string): void {
    this.#made.push(route);
  }

  /** Deletes (force) everything made, newest first; what is already gone is fine. */
  async cleanup(): Promise<void> {
    for (const route of this.#made.reverse()) await this.t.send('DELETE', route, { as: 'administrator', query: { force: 'true' } });
    this.#made = [];
  }
}
