// assistant-ui/v1: the front-end side of the assistant (AI Engine's mwai-ui/v1): chatbot submissions,
// visitor uploads, realtime voice sessions and the block-editor assistant. The plugin guards every route
// with check_rest_nonce (a valid X-WP-Nonce, which guests get from assistant/v1/start_session) and no
// capability, so they are open to anyone here.
import { defineNamespace, post, PUBLIC } from '../define.js';
import {
  chatReply, editorReply, fileList, filesDeleted, fileUploaded, realtimeCall, realtimeDiscussion, realtimeImage,
  realtimeSession, realtimeStats,
} from '../responses/assistant-ui-v1.js';

export const assistantUiV1 = defineNamespace('assistant-ui/v1', { read: PUBLIC, write: PUBLIC }, {
  '/files/upload': [post({}, { response: fileUploaded })],
  '/files/list': [post({}, { response: fileList })],
  '/files/delete': [post({}, { response: filesDeleted })],
  '/chats/submit': [post({}, { response: chatReply })],
  '/provider/realtime/start': [post({}, { response: realtimeSession })],
  '/provider/realtime/call': [post({}, { response: realtimeCall })],
  '/provider/realtime/stats': [post({}, { response: realtimeStats })],
  '/provider/realtime/discussions': [post({}, { response: realtimeDiscussion })],
  '/provider/realtime/image': [post({}, { response: realtimeImage })],
  '/editor/submit': [post({}, { response: editorReply })],
  '/editor/feedback': [post({}, { response: editorReply })],
});
