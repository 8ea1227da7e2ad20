// The Markdown the assistant writes, as HTML (Parsedown's output for the common cases): headings, paragraphs,
// bullet and numbered lists, fenced code, block quotes, bold, italic, inline code and links.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    .replace(/\*(.+?)\*|_(.+?)_/g, (_, a?: string, b?: string) => `<em>${a ?? b}</em>`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>');
}

type Block = 'p' | 'ul' | 'ol' | 'quote';

function render(block: Block, lines: string[]): string {
  if (block === 'p') return `<p>${lines.map(inline).join('\n')}</p>`;
  if (block === 'quote') return `<blockquote>\n<p>${lines.map(inline).join('\n')}</p>\n</blockquote>`;
  return `<${block}>\n${lines.map((l) => `<li>${inline(l)}</li>`).join('\n')}\n</${block}>`;
}

/** The line's block and text, or a heading already rendered. */
function classify(line: string): { block: Block; text: string } | { html: string } {
  const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
  if (heading) return { html: `<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>` };
  const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
  if (bullet) return { block: 'ul', text: bullet[1]! };
  const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
  if (numbered) return { block: 'ol', text: numbered[1]! };
  const quote = /^>\s?(.*)$/.exec(line);
  if (quote) return { block: 'quote', text: quote[1]! };
  return { block: 'p', text: line.trim() };
}

export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  let open: { block: Block; lines: string[] } | undefined;
  let code: string[] | undefined;
  const close = () => {
    if (open) out.push(render(open.block, open.lines));
    open = undefined;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^```/.test(line)) {
      if (code) out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      else close();
      code = code ? undefined : [];
      continue;
    }
    if (code) {
      code.push(line);
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    const c = classify(line);
    if ('html' in c) {
      close();
      out.push(c.html);
    } else {
      if (open?.block !== c.block) {
        close();
        open = { block: c.block, lines: [] };
      }
      open.lines.push(c.text);
    }
  }
  if (code) out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
  close();
  return out.join('\n');
}
