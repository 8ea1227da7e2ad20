// Conversations (AI Engine's mwai_chats table, `assistant.discussions`): one record per chatbot and chat id,
// with its messages in order. Chatbot submissions, the public chatbot query, the editor assistant and realtime
// sessions all keep their exchanges here, so a conversation continues where it stopped.
import type { Session } from '../../store/session.js';
import { nextRecordId, putRecord, recordsIn } from '../../store/records.js';
import { mysqlNow } from './request-values.js';
import { DISCUSSIONS } from '../../catalogue/record-sets/assistant-ai.js';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  created: string;
}

export interface Discussion {
  id: number;
  chatId: string;
  botId: string;
  userId: number | string | null;
  title: string;
  messages: ChatMessage[];
  created: string;
  updated: string;
}

export const findDiscussion = (session: Session, botId: string, chatId: string): Discussion | undefined =>
  recordsIn(session, DISCUSSIONS)
    .map((r) => r.data as unknown as Discussion)
    .find((d) => d.botId === botId && d.chatId === chatId);

const titleOf = (messages: readonly ChatMessage[]): string => {
  const first = messages.find((m) => m.role === 'user')?.content.trim() ?? '';
  return first.length > 64 ? `${first.slice(0, 61)}...` : first;
};

/** Saves the conversation's messages (creating it on its first exchange); the caller ticks and commits. */
export function saveDiscussion(session: Session, key: { botId: string; chatId: string; userId: number | string | null }, messages: ChatMessage[]): Discussion {
  const now = mysqlNow(session);
  const existing = findDiscussion(session, key.botId, key.chatId);
  const id = existing?.id ?? nextRecordId(session, DISCUSSIONS);
  const discussion: Discussion = {
    id,
    chatId: key.chatId,
    botId: key.botId,
    userId: existing?.userId ?? key.userId,
    title: existing?.title || titleOf(messages),
    messages,
    created: existing?.created ?? now,
    updated: now,
  };
  putRecord(session, DISCUSSIONS, id, discussion as unknown as Record<string, unknown>);
  return discussion;
}

/** Adds one exchange (the user's message, then the reply) to the conversation. */
export function appendExchange(
  session: Session,
  key: { botId: string; chatId: string; userId: number | string | null },
  message: string,
  reply: string,
): Discussion {
  const now = mysqlNow(session);
  const before = findDiscussion(session, key.botId, key.chatId)?.messages ?? [];
  return saveDiscussion(session, key, [...before, { role: 'user', content: message, created: now }, { role: 'assistant', content: reply, created: now }]);
}
