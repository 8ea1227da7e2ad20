// The provider's files (OpenAI's /v1/files, as AI Engine's provider/files/* routes pass them through): upload a
// JSONL training file (`envId`, `filename`, `data`), download its content, delete it. GET provider/files/list
// is the collection kind bound to the same store (src/catalogue/namespaces/assistant-v1-get.ts). Each file
// is an OpenAI file object in `assistant.provider_files`; its content is kept apart, by file id.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { getRecord, putRecord, removeRecord } from '../../store/records.js';
import { invalidParam, missingParam, notFound } from './errors.js';
import { environmentOf } from './models.js';
import { answerRandom, epochNow, nextSerial, textParam } from './request-values.js';
import { PROVIDER_FILE_CONTENTS, PROVIDER_FILES } from '../../catalogue/record-sets/assistant-ai.js';
import { randomToken } from './writer/random.js';

/** The file's OpenAI object, or 404 as OpenAI answers "No such File object". */
export function providerFile(req: RestRequest, ctx: HandlerContext, param = 'fileId'): { id: string; data: Record<string, unknown> } | WpError {
  const id = textParam(req, param);
  if (!id) return missingParam(param, 'the id of a file POST provider/files/upload answered (file-...)');
  const file = getRecord(ctx.session, PROVIDER_FILES, id);
  return file ? { id, data: file.data } : notFound('file_not_found', `No such File object: ${id}.`, param);
}

export const uploadProviderFile: Handler = async (req, ctx) => {
  const session = ctx.session;
  const env = environmentOf(session, ctx, req.params.envId);
  if (env instanceof WpError) return env;
  const filename = textParam(req, 'filename');
  if (!filename) return missingParam('filename', 'the name of the training file, ending in .jsonl');
  if (!/\.jsonl$/i.test(filename)) return invalidParam('filename', `Invalid file format for Fine-Tuning API: "${filename}" must be a .jsonl file.`);
  const data = typeof req.params.data === 'string' ? req.params.data : '';
  if (data.trim() === '') return missingParam('data', 'the content of the file (one JSON object per line)');
  session.tick();
  const id = `file-${randomToken(answerRandom(ctx, 'provider-file', String(nextSerial(session, 'provider-file')), filename, data), 24)}`;
  const file = {
    id,
    object: 'file',
    bytes: Buffer.byteLength(data),
    created_at: epochNow(session),
    filename,
    purpose: 'fine-tune',
    status: 'processed',
    status_details: null,
  };
  putRecord(session, PROVIDER_FILES, id, file);
  putRecord(session, PROVIDER_FILE_CONTENTS, id, { id, content: data });
  await session.commit();
  return { data: { success: true, file } };
};

/** The content of a file (seeded files without a stored content answer an empty text). */
export const fileContent = (session: Session, id: string): string => String(getRecord(session, PROVIDER_FILE_CONTENTS, id)?.data.content ?? '');

export const downloadProviderFile: Handler = (req, ctx) => {
  const file = providerFile(req, ctx);
  if (file instanceof WpError) return file;
  return { data: { success: true, data: fileContent(ctx.session, file.id) } };
};

export const deleteProviderFile: Handler = async (req, ctx) => {
  const file = providerFile(req, ctx);
  if (file instanceof WpError) return file;
  const session = ctx.session;
  session.tick();
  removeRecord(session, PROVIDER_FILES, file.id);
  if (getRecord(session, PROVIDER_FILE_CONTENTS, file.id)) removeRecord(session, PROVIDER_FILE_CONTENTS, file.id);
  await session.commit();
  return { data: { success: true } };
};
