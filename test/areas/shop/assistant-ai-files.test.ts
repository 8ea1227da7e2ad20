// Files: visitors' uploads (stored in the uploads, listed and deleted by their owner; guests by their
// mwai_session_id cookie), the public API's simpleFileUpload, the provider's training files, and fine-tuning
// jobs whose status moves each time the list is read.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { api, EDITOR, expectSchema, fresh, get, HOST, post, ui } from './assistant-ai-client.js';
import { rest } from '../../helpers.js';

const upload = (session: string, name: string, data: Buffer | string, fields: Record<string, string>, auth: string | null = ADMIN, cookie?: string) => {
  let req = api.post(rest('/assistant-ui/v1/files/upload')).set('Host', HOST).set('X-Mock-Session', session);
  if (auth) req = req.set('Authorization', auth);
  if (cookie) req = req.set('Cookie', cookie);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', Buffer.from(data), name);
};

const uiAs = (session: string, route: string, body: object, cookie: string) =>
  api
    .post(rest(`/assistant-ui/v1${route}`))
    .set('Host', HOST)
    .set('X-Mock-Session', session)
    .set('Cookie', cookie)
    .send(body);

describe('visitor files', () => {
  it('stores an upload in the uploads, lists it with its metadata, and deletes it', async () => {
    const s = fresh('files');
    const res = await upload(s, 'receipt.pdf', '%PDF-1.4 receipt', { purpose: 'analysis', metadata: '{"botId":"default"}' }).expect(200);
    expectSchema('/files/upload', res.body, 'assistant-ui/v1');
    const { id, url } = res.body.data as { id: string; url: string };
    expect(url).toBe(`http://${HOST}/wp-content/uploads/2026/01/${id}.pdf`);
    const served = await api.get(new URL(url).pathname).set('X-Mock-Session', s).buffer(true).expect(200);
    expect(served.body.toString()).toBe('%PDF-1.4 receipt');
    await upload(s, 'photo.png', 'png bytes', { purpose: 'vision' }).expect(200);
    const list = await ui(s, '/files/list', { purpose: 'analysis' }, ADMIN).expect(200);
    expectSchema('/files/list', list.body, 'assistant-ui/v1');
    expect(list.body.data.total).toBe('1');
    expect(list.body.data.files[0]).toMatchObject({
      refId: id,
      userId: '1',
      type: 'file',
      purpose: 'analysis',
      status: 'uploaded',
      metadata: { botId: 'default' },
      url,
    });
    expect(list.body.data.files[0].expires).toBe('2026-01-15 10:00:01');
    expect((await ui(s, '/files/list', { metadata: '{"botId":"other"}' }, ADMIN).expect(200)).body.data.total).toBe('0');
    const deleted = await ui(s, '/files/delete', { files: [id] }, ADMIN).expect(200);
    expectSchema('/files/delete', deleted.body, 'assistant-ui/v1');
    expect(deleted.body.deleted).toBe(1);
    await api.get(new URL(url).pathname).set('X-Mock-Session', s).expect(404);
    expect((await ui(s, '/files/list', {}, ADMIN).expect(200)).body.data.total).toBe('1');
  });

  it('gives a guest a session cookie with its first upload, and shows each guest only its own files', async () => {
    const s = fresh('files-guest');
    const first = await upload(s, 'a.png', 'a', { purpose: 'vision' }, null).expect(200);
    const cookie = (first.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    expect(cookie).toMatch(/^mwai_session_id=[a-f0-9]{13}$/);
    await upload(s, 'b.png', 'b', { purpose: 'vision' }, null, cookie).expect(200);
    await upload(s, 'c.png', 'c', { purpose: 'vision' }, null, 'mwai_session_id=someone-else').expect(200);
    const mine = await uiAs(s, '/files/list', {}, cookie).expect(200);
    expect(mine.body.data.total).toBe('2');
    expect((await ui(s, '/files/list', {}).expect(403)).body.code).toBe('assistant_unauthorized');
    const theirs = (await uiAs(s, '/files/list', {}, 'mwai_session_id=someone-else').expect(200)).body.data.files[0].refId as string;
    expect((await uiAs(s, '/files/delete', { files: [theirs] }, cookie).expect(403)).body.code).toBe('assistant_unauthorized');
    expect((await ui(s, '/files/delete', { files: [theirs] }, ADMIN).expect(200)).body.deleted).toBe(1);
  });

  it("lets only an administrator list another user's files", async () => {
    const s = fresh('files-users');
    await upload(s, 'a.png', 'a', { purpose: 'vision' }, EDITOR).expect(200);
    expect((await ui(s, '/files/list', { userId: 1 }, EDITOR).expect(403)).body.message).toContain('only an administrator');
    expect((await ui(s, '/files/list', { userId: 2 }, ADMIN).expect(200)).body.data.total).toBe('1');
  });

  it('refuses an upload without a file or a purpose, of a type the site does not accept, and unknown deletions', async () => {
    const s = fresh('files-errors');
    expect((await ui(s, '/files/upload', { purpose: 'vision' }, ADMIN).expect(400)).body.data.param).toBe('file');
    expect((await upload(s, 'a.png', 'a', {}).expect(400)).body.data.param).toBe('purpose');
    expect((await upload(s, 'tool.exe', 'MZ', { purpose: 'analysis' }).expect(400)).body.message).toContain('Invalid file type');
    await upload(s, 'memo.m4a', 'audio', { purpose: 'transcription' }).expect(200);
    expect((await ui(s, '/files/delete', { files: ['nope'] }, ADMIN).expect(400)).body.data.param).toBe('files');
  });

  it('uploads base64 data through the public API, to the uploads or the media library', async () => {
    const s = fresh('files-simple');
    const res = await post(s, '/simpleFileUpload', { base64: Buffer.from('hello').toString('base64'), filename: 'note.txt', ttl: 60 }).expect(200);
    expectSchema('/simpleFileUpload', res.body);
    const row = (await ui(s, '/files/list', {}, ADMIN).expect(200)).body.data.files[0];
    expect(row).toMatchObject({ refId: res.body.data.id, purpose: 'analysis', expires: '2026-01-15 09:01:01' });
    const library = await post(s, '/simpleFileUpload', { base64: Buffer.from('GIF89a').toString('base64'), filename: 'dot.gif', target: 'library' }).expect(
      200,
    );
    const media = await api.get(rest('/cms/v2/media', '&context=edit')).set('Host', HOST).set('X-Mock-Session', s).set('Authorization', ADMIN).expect(200);
    expect(media.body.map((m: { source_url: string }) => m.source_url)).toContain(library.body.data.url);
    expect((await post(s, '/simpleFileUpload', { base64: '***' }).expect(400)).body.message).toBe('Invalid base64 data.');
    expect((await post(s, '/simpleFileUpload', {}).expect(400)).body.data.param).toBe('file');
  });
});

const TRAINING = [
  {
    messages: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
    ],
  },
  {
    messages: [
      { role: 'user', content: 'Where is my order?' },
      { role: 'assistant', content: 'Let me check.' },
    ],
  },
]
  .map((l) => JSON.stringify(l))
  .join('\n');

type Job = { id: string; status: string; model: string | null; base_model: string; estimatedOn: string | null; error: unknown; trained_tokens: number | null };
const jobs = async (session: string): Promise<Job[]> => {
  const res = await get(session, '/provider/finetunes/list').expect(200);
  expectSchema('/provider/finetunes/list', res.body, 'assistant/v1', 'GET');
  return res.body.finetunes;
};

describe('provider files', () => {
  it("lists the training files newest first, as OpenAI's list object", async () => {
    const res = await get(fresh('provider-files'), '/provider/files/list', '&envId=x8r2kq1m&purpose=fine-tune').expect(200);
    expectSchema('/provider/files/list', res.body, 'assistant/v1', 'GET');
    expect(res.body.files.object).toBe('list');
    expect(res.body.files.data.map((f: { filename: string }) => f.filename)).toEqual(['faq-training.jsonl', 'support-conversations.jsonl']);
  });

  it('uploads a JSONL file, answers its content, and deletes it', async () => {
    const s = fresh('provider-upload');
    const res = await post(s, '/provider/files/upload', { envId: 'x8r2kq1m', filename: 'greetings.jsonl', data: TRAINING }).expect(200);
    expectSchema('/provider/files/upload', res.body);
    const file = res.body.file as { id: string; bytes: number; created_at: number };
    expect(file).toMatchObject({
      object: 'file',
      bytes: Buffer.byteLength(TRAINING),
      created_at: Date.parse('2026-01-15T09:00:01Z') / 1000,
      purpose: 'fine-tune',
    });
    expect(file.id).toMatch(/^file-[A-Za-z0-9]{24}$/);
    expect((await get(s, '/provider/files/list').expect(200)).body.files.data[0].id).toBe(file.id);
    const content = await post(s, '/provider/files/download', { fileId: file.id }).expect(200);
    expectSchema('/provider/files/download', content.body);
    expect(content.body.data).toBe(TRAINING);
    expectSchema('/provider/files/delete', (await post(s, '/provider/files/delete', { fileId: file.id }).expect(200)).body);
    expect((await post(s, '/provider/files/download', { fileId: file.id }).expect(404)).body.message).toBe(`No such File object: ${file.id}.`);
  });

  it('refuses a file that is not JSONL, an empty one, and an unknown environment', async () => {
    const s = fresh('provider-errors');
    expect((await post(s, '/provider/files/upload', { filename: 'data.csv', data: 'a,b' }).expect(400)).body.message).toContain('must be a .jsonl file');
    expect((await post(s, '/provider/files/upload', { filename: 'a.jsonl', data: '' }).expect(400)).body.data.param).toBe('data');
    expect((await post(s, '/provider/files/upload', { envId: 'nope', filename: 'a.jsonl', data: '{}' }).expect(404)).body.code).toBe(
      'assistant_unknown_environment',
    );
  });
});

describe('fine-tunes', () => {
  it('validate, run and succeed as the list is read; the new model joins the models and answers queries', async () => {
    const s = fresh('finetune');
    const file = (await post(s, '/provider/files/upload', { filename: 'greetings.jsonl', data: TRAINING }).expect(200)).body.file.id as string;
    const start = await post(s, '/provider/files/finetune', { fileId: file, model: 'gpt-4o-mini-2024-07-18', suffix: 'greeter', nEpochs: 2 }).expect(200);
    expectSchema('/provider/files/finetune', start.body);
    const id = start.body.finetune.id as string;
    expect(start.body.finetune).toMatchObject({
      status: 'validating_files',
      training_file: file,
      user_provided_suffix: 'greeter',
      hyperparameters: { n_epochs: 2 },
    });
    const running = (await jobs(s)).find((j) => j.id === id)!;
    expect(running).toMatchObject({ status: 'running', model: null, base_model: 'gpt-4o-mini-2024-07-18' });
    expect(running.estimatedOn).toMatch(/ UTC$/);
    const done = (await jobs(s)).find((j) => j.id === id)!;
    expect(done.status).toBe('succeeded');
    expect(done.model).toMatch(/^ft:gpt-4o-mini-2024-07-18:mock-org:greeter:[A-Za-z0-9]{8}$/);
    expect(done.trained_tokens).toBeGreaterThan(0);
    const models = (await post(s, '/ai/models').expect(200)).body.models as { model: string; name: string }[];
    expect(models.find((m) => m.model === done.model)).toMatchObject({ name: 'greeter' });
    await post(s, '/ai/completions', { message: 'Hi', model: done.model }).expect(200);
  });

  it('delete a fine-tuned model, which list_deleted then names', async () => {
    const s = fresh('finetune-delete');
    const model = 'ft:gpt-4o-mini-2024-07-18:mock-org:support-bot:A1b2C3d4';
    const before = await get(s, '/provider/finetunes/list_deleted').expect(200);
    expectSchema('/provider/finetunes/list_deleted', before.body, 'assistant/v1', 'GET');
    expect(before.body.finetunes).toEqual(['ft:gpt-4o-mini-2024-07-18:mock-org:old-bot:Z9y8X7w6']);
    await post(s, '/provider/finetunes/delete', { modelId: model }).expect(200);
    expect((await get(s, '/provider/finetunes/list_deleted').expect(200)).body.finetunes).toContain(model);
    expect((await post(s, '/ai/models').expect(200)).body.models.map((m: { model: string }) => m.model)).not.toContain(model);
    expect((await post(s, '/provider/finetunes/delete', { modelId: model }).expect(404)).body.message).toBe(`The model '${model}' does not exist.`);
  });

  it('cancel a job under way, but not a finished one', async () => {
    const s = fresh('finetune-cancel');
    const id = (await post(s, '/provider/files/finetune', { fileId: 'file-4Xq2mB7tRz9LcA1eKp3sWq7N', model: 'gpt-4.1-mini' }).expect(200)).body.finetune.id;
    await post(s, '/provider/finetunes/cancel', { finetuneId: id }).expect(200);
    expect((await jobs(s)).find((j) => j.id === id)?.status).toBe('cancelled');
    const again = await post(s, '/provider/finetunes/cancel', { finetuneId: id }).expect(409);
    expect(again.body).toMatchObject({ code: 'assistant_finetune_finished', data: { status: 409 } });
    expect((await post(s, '/provider/finetunes/cancel', { finetuneId: 'ftjob-nope' }).expect(404)).body.code).toBe('assistant_finetune_not_found');
  });

  it('fail at validation when a line of the training file is not a chat example', async () => {
    const s = fresh('finetune-invalid');
    const file = (await post(s, '/provider/files/upload', { filename: 'bad.jsonl', data: '{"messages":[]}\nnot json\n' }).expect(200)).body.file.id;
    const id = (await post(s, '/provider/files/finetune', { fileId: file, model: 'gpt-4o-mini' }).expect(200)).body.finetune.id;
    expect((await jobs(s)).find((j) => j.id === id)).toMatchObject({
      status: 'failed',
      error: { code: 'invalid_training_file', message: 'Line 2 of the training file is not valid JSON.' },
    });
  });

  it('refuse an unknown file, a model that cannot be fine-tuned, and a bad suffix', async () => {
    const s = fresh('finetune-errors');
    expect((await post(s, '/provider/files/finetune', { fileId: 'file-nope', model: 'gpt-4o-mini' }).expect(404)).body.code).toBe('assistant_file_not_found');
    const model = await post(s, '/provider/files/finetune', { fileId: 'file-4Xq2mB7tRz9LcA1eKp3sWq7N', model: 'gpt-5' }).expect(400);
    expect(model.body.message).toBe('Model gpt-5 is not available for fine-tuning (fine-tunable: gpt-4.1-mini, gpt-4o-mini).');
    expect(
      (await post(s, '/provider/files/finetune', { fileId: 'file-4Xq2mB7tRz9LcA1eKp3sWq7N', model: 'gpt-4o-mini', suffix: 'no spaces' }).expect(400)).body.data
        .param,
    ).toBe('suffix');
  });

  it('are kept to administrators', async () => {
    expect((await get(fresh('finetune-access'), '/provider/finetunes/list', '', EDITOR).expect(403)).body.code).toBe('rest_forbidden');
  });
});
