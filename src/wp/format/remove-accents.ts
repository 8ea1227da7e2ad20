// remove_accents(): accented Latin letters to their ASCII letters (æ → ae, ñ → n), after composing the text (NFC)
// as WordPress does when PHP's intl extension is there.
import { ACCENTS } from './remove-accents-table.js';

export function removeAccents(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  let out = '';
  for (const c of text.normalize('NFC')) out += ACCENTS.get(c) ?? c;
  return out;
}
