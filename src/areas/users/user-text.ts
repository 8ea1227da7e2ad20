// The text filters WordPress runs on user fields (and on comment authors, which share them): logins
// (sanitize_user), names (the pre_user_display_name family), descriptions, URLs and e-mail addresses (pre_user_email).
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { stripAllTags } from '../content/text-filters.js';
import { ALLOWED_TAGS, wpKses } from '../../wp/format/kses.js';
import { ALLOWED_USER_DESCRIPTION_TAGS } from '../../wp/format/kses-allowed.js';

/** sanitize_user() in strict mode: no tags, accents, octets or entities; ASCII letters, digits and ` _.-@`. */
export function sanitizeUser(value: string): string {
  return stripAllTags(value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/%[a-fA-F0-9]{2}/g, '')
    .replace(/&.+?;/g, '')
    .replace(/[^a-z0-9 _.\-@]/gi, '')
    .trim()
    .replace(/\s+/g, ' ');
}

/** validate_username(): a login sanitize_user() leaves exactly as it is, and not empty ('0' counts as empty). */
export const isValidUsername = (value: string): boolean => {
  const clean = sanitizeUser(value);
  return clean === value && clean !== '' && clean !== '0';
};

/** _wp_specialchars() with ENT_NOQUOTES and no double encoding: `&` (not already an entity), `<`, `>`. */
export const specialChars = (text: string): string =>
  text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * pre_user_display_name, pre_user_nickname, pre_comment_author_name...: sanitize_text_field, wp_filter_kses ($allowedtags:
 * the text has no tags left, so it normalizes entities, `&invalid;` becoming `&amp;invalid;`), then special characters.
 */
export const nameForDb = (text: string): string => specialChars(wpKses(sanitizeTextField(text), ALLOWED_TAGS));

/** pre_user_description: wp_filter_kses with the user description's tags ($allowedtags, and `rel` on links). */
export const descriptionForDb = (text: string): string => wpKses(text, ALLOWED_USER_DESCRIPTION_TAGS);

/** pre_user_email and pre_comment_author_email: trimmed, then sanitize_email() (letters WordPress allows only). */
export function emailForDb(text: string): string {
  const email = text.trim();
  const at = email.indexOf('@', 1);
  if (at < 0) return '';
  const local = email.slice(0, at).replace(/[^a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]/g, '');
  const domain = email
    .slice(at + 1)
    .split('.')
    .map((label) => label.replace(/[^a-z0-9-]/gi, '').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return local && domain.length > 1 ? `${local}@${domain.join('.')}` : '';
}

/**
 * pre_user_url and pre_comment_author_url: no tags, esc_url_raw() (the URL was already sanitized as a `uri` argument),
 * then wp_filter_kses, which leaves a tagless URL's entities normalized (`&` becomes `&amp;`).
 */
export const urlForDb = (text: string): string => wpKses(stripAllTags(text), ALLOWED_TAGS);
