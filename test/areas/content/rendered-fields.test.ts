// The rendered fields of a post: the memo by text answers what the filters answer, for each record that shares
// the text, written excerpts and generated ones apart, long texts past the memo, and after it is emptied.
import { describe, expect, it } from 'vitest';
import { renderedContent, renderedExcerpt } from '../../../src/areas/content/rendered-fields.js';
import { theContent, theExcerpt, trimExcerpt } from '../../../src/areas/content/text-filters.js';
import type { PostRecord } from '../../../src/store/types.js';

const post = (content: string, excerpt = ''): PostRecord => ({ id: 1, content, excerpt, title: '' }) as PostRecord;
const expected = (p: PostRecord, length?: number) => ({
  content: theContent(p.content),
  excerpt: theExcerpt(trimExcerpt(p.excerpt, p.content, length)),
});

describe('rendered fields', () => {
  it('answer the filters, for records sharing a text as for the first', () => {
    const texts = [
      '<!-- wp:paragraph -->\n<p>Written by the bench.</p>\n<!-- /wp:paragraph -->',
      'Classic "quoted" text -- with dashes & ampersands.\n\nTwo paragraphs.',
      `${'many words here '.repeat(40)}end`,
      `${'long text '.repeat(1200)}`, // past the memo's size limit
      '',
    ];
    for (let round = 0; round < 3; round++) {
      for (const text of texts) {
        for (const p of [post(text), post(text, 'A "written" excerpt'), post(text, '   '), post('other', text)]) {
          const want = expected(p);
          expect(renderedContent(p)).toBe(want.content);
          expect(renderedExcerpt(p)).toBe(want.excerpt);
          expect(renderedExcerpt(p, 5)).toBe(expected(p, 5).excerpt);
        }
      }
    }
  });

  it('answer the filters once the memo has been emptied', () => {
    for (let i = 0; i < 600; i++) {
      const p = post(`<p>Post number ${i % 300}, "quoted".</p>`);
      expect(renderedContent(p)).toBe(theContent(p.content));
      expect(renderedExcerpt(p)).toBe(expected(p).excerpt);
    }
  });
});
