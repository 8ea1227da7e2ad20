// The first step of wp_strip_all_tags(): each <script> or <style> element removed with its body, as
// preg_replace('@<(script|style)[^>]*?>.*?</\1>@si') does, in one pass (the regex is quadratic on hostile input).

const OPENING = /<(script|style)/gi;

/** Every `<script…>…</script>` and `<style…>…</style>` (any case) removed; an element that is never closed stays. */
export function dropScriptAndStyleBodies(text: string): string {
  if (!text.includes('<')) return text;
  const lower = text.toLowerCase();
  const unclosed = new Set<string>();
  let out = '';
  let kept = 0;
  OPENING.lastIndex = 0;
  for (let m = OPENING.exec(text); m; m = OPENING.exec(text)) {
    const name = m[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const tagEnd = text.indexOf('>', OPENING.lastIndex);
    if (tagEnd < 0) break;
    const closing = `</${name}>`;
    const close = lower.indexOf(closing, tagEnd + 1);
    // No closing tag after this opening means none after any later one either.
    if (close < 0) {
      unclosed.add(name);
      continue;
    }
    out += text.slice(kept, m.index);
    kept = close + closing.length;
    OPENING.lastIndex = kept;
  }
  return kept === 0 ? text : out + text.slice(kept);
}
