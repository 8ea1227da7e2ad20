// assistant-ui/v1: the front-end side of the assistant (AI Engine's mwai-ui/v1): chatbot submissions,
// visitor uploads, realtime voice sessions and the block-editor assistant. The plugin guards every route
// with check_rest_nonce (a valid X-WP-Nonce, which guests get from assistant/v1/start_session) and no
// capability, so they are open to anyone here. Answered by src/areas/assistant-ai.
import { defineNamespace, post, PUBLIC } from '../define.js';
import {
  chatReply,
  editorReply,
  fileList,
  filesDeleted,
  fileUploaded,
  realtimeCall,
  realtimeDiscussion,
  realtimeImage,
  realtimeSession,
  realtimeStats,
} from '../responses/assistant-ui-v1.js';

const answered = (behaviour: string, response: Record<string, unknown>) => [post({}, { response, behaviour: `assistant-ui-${behaviour}` })];

export const assistantUiV1 = defineNamespace(
  'assistant-ui/v1',
  { read: PUBLIC, write: PUBLIC },
  {
    '/files/upload': answered('file-upload', fileUploaded),
    '/files/list': answered('file-list', fileList),
    '/files/delete': answered('file-delete', filesDeleted),
    '/chats/submit': answered('chat-submit', chatReply),
    '/provider/realtime/start': answered('realtime-start', realtimeSession),
    '/provider/realtime/call': answered('realtime-call', realtimeCall),
    '/provider/realtime/stats': answered('realtime-stats', realtimeStats),
    '/provider/realtime/discussions': answered('realtime-discussions', realtimeDiscussion),
    '/provider/realtime/image': answered('realtime-image', realtimeImage),
    '/editor/submit': answered('editor-submit', editorReply),
    '/editor/feedback': answered('editor-feedback', editorReply),
  },
);
