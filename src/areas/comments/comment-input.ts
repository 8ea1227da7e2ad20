// What a comment create or update asks for, as the comments controller reads it: check_comment_author_email (an
// argument callback, so it runs before any permission check), prepare_item_for_database() and
// wp_check_comment_data_max_lengths().
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { protocolErrors, WpError } from '../../wp/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import { header, type RestRequest } from '../../wp/request.js';
import { validateValue } from '../../wp/schema-validate.js';
import { dateWithGmt } from '../content/post-dates.js';
import { phpTrim } from '../content/php-string.js';
import { isEmpty, isSet } from '../posts/request-values.js';
import { isOwnRequest } from '../users/user-args.js';

/** $_SERVER['REMOTE_ADDR'] as the mock reports it: its callers are local. */
export const REMOTE_ADDR = '127.0.0.1';

/** prepare_item_for_database(): only what the request sets (comment_author_IP always is). */
export interface CommentInput {
  content?: string;
  post?: number;
  parent?: number;
  /** `author` given: a user's ID (their name, e-mail and URL come with it). */
  user?: number;
  author_name?: string;
  author_email?: string;
  author_url?: string;
  author_ip: string;
  author_user_agent?: string;
  /** [local, gmt] */
  date?: [string, string];
}

const can = (req: RestRequest, cap: string) => req.user?.capabilities.has(cap) === true;

/** check_comment_author_email(): an empty address passes; any other must be one. */
export function authorEmailError(req: RestRequest, ctx: HandlerContext): WpError | null {
  const value = req.params.author_email;
  if (!isOwnRequest(req, ctx) || !isSet(value) || String(value) === '') return null;
  const problem = validateValue(String(value), { type: 'string', format: 'email' }, 'author_email');
  return problem ? protocolErrors.invalidParams({ author_email: problem.message }, { author_email: problem }) : null;
}

/** content as a string, or {raw}, trimmed. */
function contentOf(value: unknown): string | undefined {
  if (typeof value === 'string') return phpTrim(value);
  if (isPlainObject(value) && typeof value.raw === 'string') return phpTrim(value.raw);
  return undefined;
}

export function commentInput(req: RestRequest, s: Session): CommentInput | WpError {
  const p = req.params;
  const input: CommentInput = { author_ip: isSet(p.author_ip) && can(req, 'moderate_comments') ? String(p.author_ip) : REMOTE_ADDR };
  const content = contentOf(p.content);
  if (content !== undefined) input.content = content;
  if (isSet(p.post)) input.post = Number(p.post);
  if (isSet(p.parent)) input.parent = Number(p.parent);
  if (isSet(p.author)) {
    const user = s.get('users', Number(p.author));
    if (!user) return new WpError('rest_comment_author_invalid', 'Invalid comment author ID.', { status: 400 });
    Object.assign(input, { user: user.id, author_name: user.name, author_email: user.email, author_url: user.url });
  }
  if (isSet(p.author_name)) input.author_name = String(p.author_name);
  if (isSet(p.author_email)) input.author_email = String(p.author_email);
  if (isSet(p.author_url)) input.author_url = String(p.author_url);
  const agent = isEmpty(p.author_user_agent) ? header(req, 'user-agent') : String(p.author_user_agent);
  if (agent) input.author_user_agent = agent;
  const offset = s.clock.offsetHours;
  const date = !isEmpty(p.date) ? dateWithGmt(String(p.date), false, offset) : !isEmpty(p.date_gmt) ? dateWithGmt(String(p.date_gmt), true, offset) : null;
  if (date) input.date = date;
  return input;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** wp_check_comment_data_max_lengths(), answered as the controller rewraps it (400). */
export function lengthError(input: Pick<CommentInput, 'author_name' | 'author_email' | 'author_url' | 'content'>): WpError | null {
  let code = '';
  if (input.author_name !== undefined && bytes(input.author_name) > 245) code = 'comment_author_column_length';
  else if (input.author_email !== undefined && bytes(input.author_email) > 100) code = 'comment_author_email_column_length';
  else if (input.author_url !== undefined && bytes(input.author_url) > 200) code = 'comment_author_url_column_length';
  else if (input.content !== undefined && bytes(input.content) > 65525) code = 'comment_content_column_length';
  return code ? new WpError(code, 'Comment field exceeds maximum length allowed.', { status: 400 }) : null;
}
