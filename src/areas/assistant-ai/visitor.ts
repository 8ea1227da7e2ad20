// Who a visitor is to the assistant: a logged-in user by their id; a guest by the `mwai_session_id` cookie
// AI Engine sets on its first answer (Meow_MWAI_Services_Session). Guests' files and chats are theirs alone.
import type { Session } from '../../store/session.js';
import { header, type RestRequest } from '../../wp/request.js';
import { nextSerial } from './request-values.js';
import { randomFor, randomHex } from './writer/random.js';

export const SESSION_COOKIE = 'mwai_session_id';

/** The guest's session id from the cookie, if the request carries one. */
export function visitorSession(req: RestRequest): string | undefined {
  const cookies = header(req, 'cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.join('=') !== '') return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The owner of what a request creates: the user id, else the guest's session id; undefined for a guest without one. */
export const ownerOf = (req: RestRequest): number | string | undefined => req.user?.id ?? visitorSession(req);

/** A new guest session id (uniqid()-like: 13 hex digits), from the seed and the session's sequence of guests. */
export const newVisitorSession = (seed: number, session: Session): string => randomHex(randomFor(seed, 'visitor', String(nextSerial(session, 'visitor'))), 13);

/** The header that hands a new guest its session id. */
export const sessionCookie = (id: string): Record<string, string> => ({ 'Set-Cookie': `${SESSION_COOKIE}=${id}; path=/; HttpOnly` });
