// End to end, through the CLI server: what an agent does with sitetool/v1 in one working session. Search the
// theme, edit a template, work in a draft theme and publish it, edit a post's content, poll last-change, read
// the audit log. Every step checks that the next read sees what the last write did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCli, type Served } from '../../cli/run-cli.js';
import { ADMIN, rest } from '../../helpers.js';

let served: Served;
beforeAll(async () => {
  served = await serveCli(['--no-watch']);
});
afterAll(async () => {
  await served.stop();
});

const SESSION = 'agent-1';
async function call<T = Record<string, unknown>>(
  method: string,
  route: string,
  body?: object,
  query = '',
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${served.url}${rest(route, query)}`, {
    method,
    headers: { Authorization: ADMIN, 'X-Mock-Session': SESSION, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}
const tool = (route: string, body?: object) => call('POST', `/sitetool/v1${route}`, body);

interface Change {
  timestamp: number;
  summary: string;
  user_id: number;
}

describe('an agent session against the CLI server (sitetool/v1)', () => {
  it('searches, edits a template, publishes a draft theme, edits a post, polls last-change and reads the audit log', async () => {
    // Where am I?
    expect((await call('GET', '/sitetool/v1/ping')).status).toBe(200);
    const info = await call<{ active_theme: { name: string } }>('GET', '/sitetool/v1/site-info');
    expect(info.body.active_theme.name).toBe('Lakeside');
    const { body: start } = await call<Change>('GET', '/sitetool/v1/last-change');

    // Find where the footer credit is written, read it, change it.
    const found = await tool('/file/search', { pattern: 'Proudly powered by', extensions: ['php'] });
    expect(found.status).toBe(200);
    const hit = (found.body.matches as { file: string; line: number }[])[0]!;
    expect(hit.file).toBe('footer.php');
    const read = await tool('/file/read', { path: hit.file, start_line: hit.line, end_line: hit.line });
    expect(read.body.content).toContain('Proudly powered by WordPress.');
    const edited = await tool('/file/edit', { path: 'footer.php', old_content: 'Proudly powered by WordPress.', new_content: 'Made by the lake.' });
    expect(edited.status).toBe(200);
    expect((await tool('/file/read', { path: 'footer.php' })).body.content).toContain('Made by the lake.');

    // A bigger change goes through a draft theme: create, edit in it, preview, publish.
    const draft = await tool('/draft-theme');
    expect(draft.status).toBe(200);
    expect((await tool('/draft-theme')).status).toBe(409); // one draft at a time
    expect((await tool('/file/edit', { path: 'header.php', old_content: '<header', new_content: '<header data-draft="1"' })).status).toBe(200);
    const preview = await call<{ changes: { changed: string[] } }>('GET', '/sitetool/v1/draft-theme/preview');
    expect(preview.body.changes.changed).toEqual(['header.php']);
    expect((await tool('/draft-theme/publish')).status).toBe(200);
    expect((await tool('/file/read', { path: 'header.php' })).body.content).toContain('data-draft="1"'); // live now
    expect((await tool('/draft-theme/publish')).status).toBe(404); // nothing left to publish

    // Edit a post's content: cms/v2 sees it, with a revision.
    const post = (await call<{ id: number; content: { raw: string } }[]>('GET', '/cms/v2/posts', undefined, '&context=edit&per_page=1')).body[0]!;
    const before = (await call<unknown[]>('GET', `/cms/v2/posts/${post.id}/revisions`)).body.length;
    const word = post.content.raw.match(/[A-Za-z]{5,}/)![0];
    const content = await tool('/content/edit', {
      target_type: 'post',
      post_id: post.id,
      field: 'content',
      old_content: word,
      new_content: `${word}!`,
      replace_all: true,
    });
    expect(content.status).toBe(200);
    const after = (await call<{ content: { raw: string } }>('GET', `/cms/v2/posts/${post.id}`, undefined, '&context=edit')).body;
    expect(after.content.raw).toContain(`${word}!`);
    expect((await call<unknown[]>('GET', `/cms/v2/posts/${post.id}/revisions`)).body.length).toBe(before + 1);

    // Poll: every write since the start, oldest first, by the admin; nothing new on the next poll.
    // (since=0 asks for the latest change alone; a fresh session's start is 0, so poll from 1 s after the epoch)
    const { body: polled } = await call<{ changes: Change[] }>('GET', '/sitetool/v1/last-change', undefined, `&since=${Math.max(start.timestamp, 1)}`);
    expect(polled.changes.length).toBeGreaterThanOrEqual(4);
    expect(polled.changes.every((c) => c.user_id === 1)).toBe(true);
    const last = polled.changes.at(-1)!;
    expect((await call<{ changes: Change[] }>('GET', '/sitetool/v1/last-change', undefined, `&since=${last.timestamp}`)).body.changes).toEqual([]);

    // The audit log tells the story, newest first.
    const audit = await call<{ entries: { operation: string }[] }>('GET', '/sitetool/v1/audit-log');
    expect(audit.body.entries.map((e) => e.operation)).toEqual([
      'content edit',
      'draft-theme publish',
      'draft-theme publish',
      'file edit',
      'draft-theme',
      'draft-theme',
      'file edit',
    ]);
    expect(audit.headers.get('x-wp-total')).toBe('7');
  }, 60_000);
});
