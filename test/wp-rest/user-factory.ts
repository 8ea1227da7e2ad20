// The users the users and application-passwords ports make, over REST as WordPress's unit-test factory makes them in
// PHP (`factory()->user->create()`), with names unique to the run so a test finds only what it made on a WordPress
// that other runs share; a made user logs in with an application password made for it (as the PHP tests call
// wp_set_current_user()), and everything made is deleted again at the end.
import { randomBytes } from 'node:crypto';
import { phpQuery, type Answer, type QueryValue, type SendOptions, type Target } from './target.js';

export interface MadeUser {
  id: number;
  username: string;
  email: string;
  /** The login password it was made with. */
  password: string;
}

export const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export class UserFactory {
  /** Lower-case letters and digits only, so it survives sanitize_user(), sanitize_title() and searches. */
  readonly token = `u${randomBytes(4).toString('hex')}`;
  #users: number[] = [];
  #posts: [type: string, id: number][] = [];
  #count = 0;

  constructor(readonly t: Target) {}

  /** A unique lower-case word starting with `word`. */
  unique(word = 'user'): string {
    return `${word}${this.token}${++this.#count}`;
  }

  /** A request as the administrator that must succeed. */
  async ok(method: string, route: string, options: SendOptions = {}): Promise<Answer> {
    const res = await this.t.send(method, route, { as: 'administrator', ...options });
    if (res.status >= 300) throw new Error(`[wp-rest] ${this.t.name}: ${method} ${route} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  }

  /** factory()->user->create(): a subscriber unless `fields` say otherwise (`role` for one role). */
  async create(fields: Record<string, unknown> & { role?: string } = {}): Promise<MadeUser> {
    const { role = 'subscriber', ...rest } = fields;
    const username = typeof rest.username === 'string' ? rest.username : this.unique();
    const email = typeof rest.email === 'string' ? rest.email : `${username}@example.invalid`;
    const password = typeof rest.password === 'string' ? rest.password : `${username}-login`;
    const res = await this.ok('POST', '/wp/v2/users', { json: { ...rest, username, email, password, roles: [role] } });
    this.#users.push(res.body.id);
    return { id: res.body.id, username, email, password };
  }

  /** A user a test made itself, deleted at the end too. */
  adopt(id: number): void {
    this.#users.push(id);
  }

  /** A post by `author` (published unless `fields` say otherwise), deleted at the end. */
  async post(author: number, fields: Record<string, unknown> = {}, type = 'posts'): Promise<number> {
    const res = await this.ok('POST', `/wp/v2/${type}`, { json: { title: this.unique('Post '), status: 'publish', author, ...fields } });
    this.#posts.push([type, res.body.id]);
    return res.body.id;
  }

  /** An application password made for `user` by the administrator: the POST's answer. */
  async appPassword(userId: number, fields: Record<string, unknown> = {}): Promise<Answer> {
    return this.ok('POST', `/wp/v2/users/${userId}/application-passwords`, { json: { name: this.unique('App '), ...fields } });
  }

  /** The Authorization header that logs in as `user` (wp_set_current_user() of the PHP tests), and the uuid of its password. */
  async loginAs(user: MadeUser): Promise<{ headers: Record<string, string>; uuid: string }> {
    const made = await this.appPassword(user.id);
    return { headers: { Authorization: basic(user.username, made.body.password) }, uuid: made.body.uuid };
  }

  /** A browser's login: the cookies wp-login.php sets and the REST nonce admin-ajax.php gives that login. */
  async cookieLogin(user: MadeUser): Promise<Record<string, string>> {
    const res = await fetch(`${this.t.url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
      body: new URLSearchParams({ log: user.username, pwd: user.password, 'wp-submit': 'Log In', testcookie: '1' }).toString(),
    });
    await res.arrayBuffer();
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='))
      .join('; ');
    const nonce = await fetch(`${this.t.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { Cookie: cookie } });
    return { Cookie: cookie, 'X-WP-Nonce': await nonce.text() };
  }

  /** A request with the given Authorization header. */
  as(headers: Record<string, string>, method: string, route: string, options: SendOptions = {}): Promise<Answer> {
    return this.t.send(method, route, { ...options, headers: { ...options.headers, ...headers } });
  }

  /** A form body as PHP reads it (arrays as `name[]=`), for the ports that send application/x-www-form-urlencoded. */
  static form(fields: Record<string, QueryValue>): SendOptions['raw'] {
    return { body: Buffer.from(phpQuery(fields)), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }

  /** Whether wp-login.php takes `log` and `pwd` (a 302 to wp-admin with the login cookie, not the form again). */
  async logsIn(log: string, pwd: string): Promise<boolean> {
    const res = await fetch(`${this.t.url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
      body: new URLSearchParams({ log, pwd, 'wp-submit': 'Log In', testcookie: '1' }).toString(),
    });
    await res.arrayBuffer();
    return res.status === 302 && res.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_'));
  }

  /** Deletes every post and user made (a user a test deleted already answers 404). */
  async cleanUp(): Promise<void> {
    for (const [type, id] of this.#posts.splice(0)) await this.t.send('DELETE', `/wp/v2/${type}/${id}`, { as: 'administrator', query: { force: 'true' } });
    for (const id of this.#users.splice(0))
      await this.t.send('DELETE', `/wp/v2/users/${id}`, { as: 'administrator', query: { force: 'true', reassign: 'false' } });
  }
}
