// POST helpers/task_create_test and the multi-step task it creates: step 0 prepares, steps 1..n ask one
// chatbot each the question, the last step writes a comparison summary. A run moves one step; the next is due
// ten seconds later (or at once through helpers/task_run).
import type { Handler } from '../../../dispatch/types.js';
import { hash32 } from '../../../store/seeded-hash.js';
import { mysqlDate } from '../mysql-time.js';
import { listParam } from '../params.js';
import { badRequest, success } from '../reply.js';
import { chatbotsOf, storedChatbots } from '../settings/chatbots.js';
import { uniqid } from '../uniqid.js';
import type { RunContext, TaskResult } from './task-run.js';
import { createTask, type Task } from './task-store.js';

interface TestResponse {
  chatbot_id: string;
  chatbot_name: string;
  question: string;
  response: string;
  timestamp: string;
  tokens_used: number;
}

const OPENINGS = ['Great question!', 'Thanks for asking.', 'Happy to help.', 'Sure.'];
const BODIES = [
  'Here is what I can tell you about it',
  'In short, the answer depends on what you need most',
  'The site covers this in its guides; the short version follows',
];

/** The chatbot's answer: the same for the same chatbot and question. */
function answerOf(botId: string, name: string, question: string): string {
  const h = hash32(`${botId}\n${question}`);
  return `${OPENINGS[h % OPENINGS.length]} ${BODIES[(h >>> 8) % BODIES.length]}: "${question}" (${name}).`;
}

export const createTestTask: Handler = async (req, ctx) => {
  const ids = listParam(req.params, 'chatbot_ids')?.map(String) ?? [];
  const question = typeof req.params.question === 'string' ? req.params.question.trim() : '';
  if (!ids.length || !question) {
    return badRequest('missing_test_params', 'chatbot_ids (a list of chatbot botIds, see GET settings/chatbots) and question are required.');
  }
  const session = ctx.session;
  const known = new Set(chatbotsOf(session, ctx).map((b) => String(b.botId)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    return badRequest('unknown_chatbot', `No chatbot with botId ${unknown.map((id) => `"${id}"`).join(', ')}; the chatbots are ${[...known].join(', ')}.`);
  }
  const nowMs = session.tick();
  const nextRun = mysqlDate(nowMs + 60_000);
  const task = createTask(
    session,
    {
      task_name: `chatbot_test_${uniqid(session, nowMs)}`,
      description: `Test ${ids.length} chatbots: ${question.slice(0, 40)}...`,
      category: 'test',
      schedule: 'once',
      next_run: nextRun,
      expires_at: mysqlDate(nowMs + 3_600_000),
      step_name: 'Initializing',
      data: { chatbot_ids: ids, current_chatbot_index: 0, question, responses: [], created_at: mysqlDate(nowMs) },
    },
    nowMs,
  );
  await session.commit();
  return success({ message: 'Test task created successfully', task_name: task.task_name, next_run: nextRun });
};

/** One step of a chatbot test (run_chatbot_test()). */
export function runChatbotTest({ session, ctx, nowMs }: RunContext, task: Task): TaskResult {
  const data = structuredClone(task.data) as { chatbot_ids?: string[]; question?: string; responses?: TestResponse[] } & Record<string, unknown>;
  const ids = data.chatbot_ids ?? [];
  const question = data.question ?? '';
  const count = ids.length;
  const step = task.step;
  if (step === 0) {
    return { ok: true, done: false, message: `Starting test of ${count} chatbots`, step: 1, step_name: `Querying chatbot 1 of ${count}`, data };
  }
  if (step <= count) {
    const id = ids[step - 1]!;
    const name = storedChatbots(session, ctx).find((b) => b.botId === id)?.name;
    const chatbotName = typeof name === 'string' ? name : `Chatbot ${id}`;
    data.responses = [
      ...(data.responses ?? []),
      {
        chatbot_id: id,
        chatbot_name: chatbotName,
        question,
        response: answerOf(id, chatbotName, question),
        timestamp: mysqlDate(nowMs),
        tokens_used: 0,
      },
    ];
    const next = step + 1;
    return next <= count
      ? { ok: true, done: false, message: `Chatbot ${step} of ${count} queried`, step: next, step_name: `Querying chatbot ${next} of ${count}`, data }
      : { ok: true, done: false, message: 'All chatbots queried', step: next, step_name: 'Generating comparison summary', data };
  }
  if (step === count + 1) {
    const names = (data.responses ?? []).map((r) => r.chatbot_name);
    data.summary = {
      analysis: `All ${count} chatbots answered "${question}". ${names.join(' and ')} gave answers of similar accuracy; their tone differs slightly. ${names[0] ?? 'The first chatbot'} gave the most direct answer.`,
      generated_at: mysqlDate(nowMs),
    };
    return { ok: true, done: true, message: 'Test completed successfully', data };
  }
  return { ok: false, done: true, message: `Unknown step: ${step}` };
}
