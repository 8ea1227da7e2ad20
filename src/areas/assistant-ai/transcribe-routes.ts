// Audio transcription: POST ai/transcribe_audio (`url`, `mediaId` or `path`) and simpleTranscribeAudio (`url`
// or `mediaId`, with `options`): `{ success, data: <the transcript> }`, seeded by the recording.
import type { Handler } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import { missingParam, notFound } from './errors.js';
import { idParam, objectParam, textParam } from './request-values.js';
import { queryTarget } from './text-answer.js';
import { transcribe } from './vision.js';

const WRONG_NAMES: Record<string, string> = {
  audioUrl: 'did you mean url instead of audioUrl?',
  audio_url: 'did you mean url instead of audio_url?',
  file: 'use url for remote files or mediaId for uploaded files, not file',
};

const transcription =
  (acceptsPath: boolean, optionsOf: (params: Record<string, unknown>) => Record<string, unknown>): Handler =>
  (req, ctx) => {
    const session = ctx.session;
    const url = textParam(req, 'url') ?? (acceptsPath ? textParam(req, 'path') : undefined);
    const mediaId = idParam(req, 'mediaId');
    const media = mediaId === undefined ? undefined : session.get('posts', mediaId);
    if (mediaId !== undefined && media?.type !== 'attachment') {
      return notFound('media_not_found', `The media file cannot be found: ${mediaId} is not in the media library.`, 'mediaId');
    }
    if (!url && !media) {
      const hint = Object.keys(WRONG_NAMES).find((k) => req.params[k] !== undefined);
      return missingParam('url', `a url or a mediaId of the recording to transcribe${hint ? ` (${WRONG_NAMES[hint]})` : ''}`);
    }
    const target = queryTarget(ctx, session, optionsOf(req.params), 'audio');
    if (target instanceof WpError) return target;
    return { data: { success: true, data: transcribe(ctx, session, url ?? media!.file ?? '', media) } };
  };

export const aiTranscribeAudio = transcription(true, (params) => params);
export const simpleTranscribeAudio: Handler = (req, ctx) => transcription(false, () => objectParam(req, 'options'))(req, ctx);
