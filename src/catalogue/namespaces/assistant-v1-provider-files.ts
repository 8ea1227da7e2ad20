// GET assistant/v1 provider/files/list is the collection kind over the provider's files (the store
// src/areas/assistant-ai/provider-files.ts writes), shaped as OpenAI's list object, newest first, `purpose`
// filtering. AI Engine asks for one page of up to 100 files.
import { PROVIDER_FILES } from '../record-sets/assistant-ai.js';
import type { Binding } from '../../model/binding.js';

export const PROVIDER_FILES_LIST: Binding = {
  kind: 'collection',
  store: PROVIDER_FILES,
  op: 'list',
  filters: ['purpose'],
  orderby: 'created_at',
  order: 'desc',
  perPage: 100,
  body: { success: true, files: { object: 'list', data: '{{items}}', has_more: false } },
};
