// sanitize_text_field(), as WordPress applies it to plain fields (term names, alt text).

/** sanitize_text_field(): tags stripped, whitespace runs collapsed, trimmed. */
export function sanitizeTextField(value: string): string {
  return value
    .replace(/<[a-zA-Z/!?][^>]*>?/g, '')
    .replace(/%[a-fA-F0-9]{2}/g, '')
    .replace(/[\r\n\t ]+/g, ' ')
    .trim();
}
