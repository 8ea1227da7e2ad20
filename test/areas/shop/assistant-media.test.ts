// assistant/v1 media drafts and video generation: a generated image becomes a draft of its creator's (its file
// served), gets suggested metadata and a new name, then is approved into the media library (GET /cms/v2/media)
// or rejected; a video is a job whose status moves over polls, becomes a draft when completed, and can be
// downloaded, saved to the library, deleted there and at the provider.
import { describe, expect, it } from 'vitest';
import { api, cms, EDITOR, expectSchema, fresh, get, post } from './assistant-client.js';

const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const path = (url: string) => new URL(url).pathname;
/** GET of an uploads address in the session's own state. */
const upload = (session: string, url: string) => api.get(path(url)).set('X-Mock-Session', session);

async function drafts(session: string, query = '', auth?: string) {
  const res = await get(session, '/helpers/list_draft_media', query, auth).expect(200);
  expectSchema('/helpers/list_draft_media', 'GET', res.body);
  return res.body.media as Record<string, unknown>[];
}

describe('image drafts', () => {
  it('keeps a generated image as a draft of its creator, its file served at its address', async () => {
    const s = fresh('image');
    const res = await post(s, '/helpers/create_image', {
      url: 'https://images.example.test/generated/red-bicycle.png',
      title: 'A red bicycle',
      alt: 'Red bicycle',
      model: 'gpt-image-1.5',
      latency: 14.2,
      env_id: 'x8r2kq1m',
    }).expect(200);
    expectSchema('/helpers/create_image', 'POST', res.body);
    const id = res.body.attachmentId as number;
    const [draft] = await drafts(s);
    expect(draft).toMatchObject({
      attachment_id: id,
      type: 'image',
      openai_id: null,
      title: 'A red bicycle',
      description: '',
      filename: 'red-bicycle.png',
      model: 'gpt-image-1.5',
      generation_time: '14.2',
      env_id: 'x8r2kq1m',
      created_at: 1768467601,
    });
    const file = await upload(s, draft!.url as string).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await drafts(s, '', EDITOR)).toEqual([]);
    expect(await drafts(s, '&type=video')).toEqual([]);
    expect((await cms(s, `/media/${id}`).expect(404)).body.code).toBe('rest_post_invalid_id');
  });

  it('names an image from a data: URL after a unique id, and refuses what is not an image', async () => {
    const s = fresh('image-data');
    const res = await post(s, '/helpers/create_image', { url: PNG_1x1 }).expect(200);
    const [draft] = await drafts(s);
    expect(draft).toMatchObject({ attachment_id: res.body.attachmentId, model: '', generation_time: '', env_id: '' });
    expect(draft!.filename).toMatch(/^ai_[0-9a-f]{13}\.png$/);
    expect((await post(s, '/helpers/create_image', {}).expect(400)).body.code).toBe('assistant_invalid_image_url');
    expect((await post(s, '/helpers/create_image', { url: 'data:image/png;base64,aGVsbG8=' }).expect(400)).body.code).toBe('assistant_invalid_image');
    expect((await post(s, '/helpers/create_image', { url: PNG_1x1, filename: 'evil.php' }).expect(400)).body.code).toBe('assistant_invalid_file_type');
  });

  it('suggests a title, description and file name, then renames the file keeping its extension', async () => {
    const s = fresh('image-meta');
    const id = (await post(s, '/helpers/create_image', { url: 'https://images.example.test/a-red-bicycle-on-a-street.png' }).expect(200)).body.attachmentId;
    const meta = await post(s, '/helpers/generate_image_meta', { attachmentId: id }).expect(200);
    expectSchema('/helpers/generate_image_meta', 'POST', meta.body);
    expect(meta.body.data).toEqual({
      title: 'A Red Bicycle on a Street',
      description: 'An image of a red bicycle on a street, suitable for the media library.',
      filename: 'a-red-bicycle-on-a-street.png',
    });
    const update = await post(s, '/helpers/update_media_metadata', {
      attachmentId: id,
      title: meta.body.data.title,
      description: meta.body.data.description,
      filename: 'bicycle.png',
    }).expect(200);
    expectSchema('/helpers/update_media_metadata', 'POST', update.body);
    expect(path(update.body.url)).toBe('/wp-content/uploads/2026/01/bicycle.png');
    await upload(s, update.body.url).expect(200);
    await upload(s, update.body.url.replace('bicycle.png', 'a-red-bicycle-on-a-street.png')).expect(404);
    const [draft] = await drafts(s);
    expect(draft).toMatchObject({ title: 'A Red Bicycle on a Street', filename: 'bicycle.png' });
    expect((await post(s, '/helpers/update_media_metadata', { attachmentId: id, filename: 'bicycle.jpg' }).expect(400)).body.code).toBe(
      'assistant_file_extension_mismatch',
    );
    expect((await post(s, '/helpers/update_media_metadata', { attachmentId: id, filename: 'bicycle.php' }).expect(400)).body.code).toBe(
      'assistant_invalid_file_extension',
    );
    expect((await post(s, '/helpers/generate_image_meta', { attachmentId: 999 }).expect(404)).body.code).toBe('assistant_attachment_not_found');
  });

  it('approves a draft into the media library under the same id', async () => {
    const s = fresh('approve');
    const id = (
      await post(s, '/helpers/create_image', { url: PNG_1x1, title: 'Shop logo', alt: 'The logo', caption: 'Our logo', description: 'Green.' }).expect(200)
    ).body.attachmentId;
    expect((await post(s, '/helpers/approve_media', { attachmentId: id }).expect(200)).body).toEqual({ success: true });
    expect(await drafts(s)).toEqual([]);
    const media = (await cms(s, `/media/${id}`, '&context=edit').expect(200)).body;
    expect(media).toMatchObject({
      id,
      title: { raw: 'Shop logo' },
      alt_text: 'The logo',
      caption: { raw: 'Our logo' },
      description: { raw: 'Green.' },
      mime_type: 'image/png',
      media_details: { width: 1, height: 1 },
      author: 1,
    });
    const list = (await cms(s, '/media').expect(200)).body.map((m: { id: number }) => m.id);
    expect(list).toContain(id);
    expect((await post(s, '/helpers/approve_media', { attachmentId: id }).expect(404)).body.code).toBe('assistant_draft_not_found');
  });

  it('rejects a draft: it and its file are gone', async () => {
    const s = fresh('reject');
    const id = (await post(s, '/helpers/create_image', { url: PNG_1x1 }).expect(200)).body.attachmentId;
    const [draft] = await drafts(s);
    await upload(s, draft!.url as string).expect(200);
    await post(s, '/helpers/reject_media', { attachmentId: id }).expect(200, { success: true });
    expect(await drafts(s)).toEqual([]);
    await upload(s, draft!.url as string).expect(404);
    await cms(s, `/media/${id}`).expect(404);
    expect((await post(s, '/helpers/reject_media', {}).expect(400)).body.code).toBe('assistant_missing_attachment_id');
  });
});

describe('video generation', () => {
  const start = (s: string, body: object = {}) =>
    post(s, '/helpers/create_video', { prompt: 'A bicycle riding through autumn leaves', envId: 'x8r2kq1m', ...body });
  const status = async (s: string, ids: string[]) => {
    const res = await post(s, '/helpers/video_status', { videoIds: ids, envId: 'x8r2kq1m' }).expect(200);
    expectSchema('/helpers/video_status', 'POST', res.body);
    return res.body.videos as Record<string, unknown>[];
  };

  it('starts a queued job with its usage, moves it on over polls, and makes the finished video a draft', async () => {
    const s = fresh('video');
    await post(s, '/settings/update', { options: { module_statistics: true } }).expect(200);
    const res = await start(s, { seconds: 8, size: '1280x720' }).expect(200);
    expectSchema('/helpers/create_video', 'POST', res.body);
    const id = res.body.video.id as string;
    expect(res.body.video).toMatchObject({
      object: 'video',
      status: 'queued',
      progress: 0,
      model: 'sora-2',
      seconds: '8',
      size: '1280x720',
      completed_at: null,
    });
    expect(res.body.usage).toEqual({ seconds: 8, queries: 1, price: 0.8, accuracy: 'price' });
    expect(await drafts(s)).toEqual([]);
    const [first] = await status(s, [id]);
    expect(first).toMatchObject({ id, status: 'in_progress', progress: 50 });
    const [done] = await status(s, [id]);
    expect(done).toMatchObject({ id, status: 'completed', progress: 100 });
    const [draft] = await drafts(s, '&type=video');
    expect(draft).toMatchObject({
      attachment_id: done!.attachment_id,
      type: 'video',
      openai_id: id,
      title: 'AI Generated Video',
      filename: `${id}.mp4`,
      model: 'sora-2',
    });
    expect(path(done!.url as string)).toBe(`/wp-content/uploads/2026/01/${id}.mp4`);
    expect((await status(s, [id]))[0]).toMatchObject({ status: 'completed', attachment_id: done!.attachment_id });
    expect(await drafts(s)).toHaveLength(1);
    const log = (await post(s, '/system/logs/list', { limit: 1 }).expect(200)).body.logs[0];
    expect(log).toMatchObject({ feature: 'video-generator', model: 'sora-2', units: '8', type: 'seconds', price: '0.8' });
    // Without the statistics module, Insights records nothing.
    const quiet = fresh('video-quiet');
    await start(quiet).expect(200);
    expect((await post(quiet, '/system/logs/list', {}).expect(200)).body.total).toBe('8');
  });

  it('downloads a completed video as MP4 bytes, saves it to the library, and deletes it there and at the provider', async () => {
    const s = fresh('video-library');
    const id = (await start(s).expect(200)).body.video.id as string;
    expect((await post(s, '/helpers/download_video', { videoId: id }).expect(409)).body.code).toBe('assistant_video_not_ready');
    await status(s, [id]);
    await status(s, [id]);
    const download = await post(s, '/helpers/download_video', { videoId: id }).expect(200);
    expectSchema('/helpers/download_video', 'POST', download.body);
    expect(Buffer.from(download.body.data, 'base64').subarray(4, 8).toString('latin1')).toBe('ftyp');
    const saved = await post(s, '/helpers/save_video_to_library', {
      videoId: id,
      title: 'Autumn ride',
      description: 'Leaves.',
      filename: 'autumn-ride',
    }).expect(200);
    expectSchema('/helpers/save_video_to_library', 'POST', saved.body);
    const media = (await cms(s, `/media/${saved.body.attachmentId}`, '&context=edit').expect(200)).body;
    expect(media).toMatchObject({ title: { raw: 'Autumn ride' }, mime_type: 'video/mp4', source_url: expect.stringMatching(/\/autumn-ride\.mp4$/) });
    await post(s, '/helpers/delete_video_from_library', { attachmentId: saved.body.attachmentId }).expect(200, { success: true });
    await cms(s, `/media/${saved.body.attachmentId}`).expect(404);
    expect((await post(s, '/helpers/delete_video_from_library', { attachmentId: saved.body.attachmentId }).expect(404)).body.code).toBe(
      'assistant_attachment_not_found',
    );
    await post(s, '/helpers/delete_video', { videoId: id }).expect(200, { success: true });
    expect((await status(s, [id]))[0]).toMatchObject({ id, status: 'failed', error: { code: 'video_not_found' } });
    expect((await post(s, '/helpers/delete_video', { videoId: id }).expect(404)).body.code).toBe('assistant_video_not_found');
  });

  it('approving a video draft keeps it in the library and forgets the job at the provider', async () => {
    const s = fresh('video-approve');
    const id = (await start(s).expect(200)).body.video.id as string;
    await status(s, [id]);
    const [done] = await status(s, [id]);
    await post(s, '/helpers/approve_media', { attachmentId: done!.attachment_id, openaiId: id }).expect(200);
    expect((await cms(s, `/media/${done!.attachment_id}`).expect(200)).body.mime_type).toBe('video/mp4');
    expect((await status(s, [id]))[0]!.status).toBe('failed');
  });

  it('gives the same video id for the same request in a fresh session', async () => {
    const a = (await start(fresh('video-same')).expect(200)).body.video.id;
    const b = (await start(fresh('video-same')).expect(200)).body.video.id;
    expect(a).toBe(b);
    expect(a).toMatch(/^video_[0-9a-f]{32}$/);
  });

  it('says what is wrong with a video request', async () => {
    const s = fresh('video-errors');
    const cases: [object, string][] = [
      [{ prompt: '' }, 'prompt is required'],
      [{ envId: '' }, 'envId is required'],
      [{ model: 'veo-3' }, 'model must be one of sora-2, sora-2-pro'],
      [{ size: '1792x1024' }, 'size must be one of 720x1280, 1280x720 for sora-2'],
      [{ seconds: 5 }, 'seconds must be one of 4, 8, 12'],
    ];
    for (const [body, message] of cases) {
      const res = await start(s, body).expect(400);
      expect(res.body.code).toBe('assistant_invalid_video_request');
      expect(res.body.message).toContain(message);
    }
    expect((await start(s, { envId: 'nope' }).expect(400)).body.code).toBe('assistant_unknown_env');
    expect(await status(s, [])).toEqual([]);
  });
});
