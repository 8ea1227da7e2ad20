// wp_pre_kses_less_than(): a `<` that opens no tag (no `>` before the next `<` or the end) becomes `&lt;`, so kses
// keeps it as text; sanitize_text_field() runs it too.
import { escHtml } from './kses-entities.js';

export const escapeLoneLessThan = (text: string): string =>
  text.includes('<') ? text.replace(/<[^>]*?(?=<|>|$)>?/g, (m) => (m.includes('>') ? m : escHtml(m))) : text;
