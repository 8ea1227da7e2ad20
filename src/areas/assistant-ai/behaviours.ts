// The behaviour names of the assistant's AI routes (catalogue: src/catalogue/namespaces/assistant-v1-get.ts,
// assistant-v1-post.ts, assistant-ui-v1.ts). GET provider/files/list is the collection kind, bound there.
import type { Behaviour } from '../../dispatch/types.js';
import { chatSubmit, simpleChatbotQuery } from './chat-routes.js';
import { editorFeedback, editorSubmit } from './editor-routes.js';
import { deleteFiles, listFiles, uploadFile } from './file-routes.js';
import { simpleFileUpload } from './simple-file-upload.js';
import { cancelFinetune, deleteFinetune, listDeletedFinetunes, listFinetunes, startFinetune } from './finetunes.js';
import { imageEdit, images, simpleImage, simpleImageEdit } from './image-routes.js';
import { aiJson, simpleJson } from './json-routes.js';
import { magicWand } from './magic-wand.js';
import { aiModels, testConnection } from './model-routes.js';
import { aiModerate, moderationCheck } from './moderation.js';
import { deleteProviderFile, downloadProviderFile, uploadProviderFile } from './provider-files.js';
import { realtimeCall, realtimeDiscussions, realtimeImage, realtimeStart, realtimeStats } from './realtime.js';
import { completions, copilot, simpleFastText, simpleText, simpleVision, transcribeImage } from './text-routes.js';
import { aiTranscribeAudio, simpleTranscribeAudio } from './transcribe-routes.js';

export const assistantAiBehaviours: Readonly<Record<string, Behaviour>> = {
  'assistant-ai-models': aiModels,
  'assistant-ai-test-connection': testConnection,
  'assistant-ai-completions': completions,
  'assistant-ai-images': images,
  'assistant-ai-image-edit': imageEdit,
  'assistant-ai-copilot': copilot,
  'assistant-ai-magic-wand': magicWand,
  'assistant-ai-moderate': aiModerate,
  'assistant-ai-transcribe-audio': aiTranscribeAudio,
  'assistant-ai-transcribe-image': transcribeImage,
  'assistant-ai-json': aiJson,
  'assistant-simple-text': simpleText,
  'assistant-simple-fast-text': simpleFastText,
  'assistant-simple-image': simpleImage,
  'assistant-simple-image-edit': simpleImageEdit,
  'assistant-simple-vision': simpleVision,
  'assistant-simple-json': simpleJson,
  'assistant-moderation-check': moderationCheck,
  'assistant-simple-transcribe-audio': simpleTranscribeAudio,
  'assistant-simple-file-upload': simpleFileUpload,
  'assistant-simple-chatbot': simpleChatbotQuery,
  'assistant-provider-file-upload': uploadProviderFile,
  'assistant-provider-file-delete': deleteProviderFile,
  'assistant-provider-file-download': downloadProviderFile,
  'assistant-finetune-start': startFinetune,
  'assistant-finetunes-list': listFinetunes,
  'assistant-finetunes-deleted': listDeletedFinetunes,
  'assistant-finetune-delete': deleteFinetune,
  'assistant-finetune-cancel': cancelFinetune,
  'assistant-ui-file-upload': uploadFile,
  'assistant-ui-file-list': listFiles,
  'assistant-ui-file-delete': deleteFiles,
  'assistant-ui-chat-submit': chatSubmit,
  'assistant-ui-editor-submit': editorSubmit,
  'assistant-ui-editor-feedback': editorFeedback,
  'assistant-ui-realtime-start': realtimeStart,
  'assistant-ui-realtime-call': realtimeCall,
  'assistant-ui-realtime-stats': realtimeStats,
  'assistant-ui-realtime-discussions': realtimeDiscussions,
  'assistant-ui-realtime-image': realtimeImage,
};
