// GET listChatbots (the public API): a summary of each stored chatbot: its type, model and environment by name,
// the functions, tools and MCP servers it uses (AI Engine's rest_listChatbots).
import type { Handler } from '../../../dispatch/types.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { success } from '../reply.js';
import { storedChatbots } from './chatbots.js';
import { assistantOptions } from './options.js';

/** Display names of the models the default environment offers. */
const MODEL_NAMES: Readonly<Record<string, string>> = {
  'gpt-5.5': 'GPT-5.5',
  'gpt-5': 'GPT-5',
  'gpt-5-mini': 'GPT-5 Mini',
  'gpt-5-nano': 'GPT-5 Nano',
  'gpt-4.1': 'GPT-4.1',
  'gpt-4.1-mini': 'GPT-4.1 Mini',
  'gpt-4.1-nano': 'GPT-4.1 Nano',
  'gpt-4o': 'GPT-4o',
  'gpt-4o-mini': 'GPT-4o Mini',
  'gpt-image-1.5': 'GPT Image 1.5',
  'gpt-image-2': 'GPT Image 2',
  'gpt-realtime': 'GPT Realtime',
};

const objects = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isPlainObject) : []);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function typeOf(bot: Record<string, unknown>, model: string | null): string {
  if (typeof bot.type === 'string' && bot.type) return bot.type;
  if (model?.includes('realtime')) return 'realtime';
  if (model?.includes('image')) return 'images';
  return model && bot.assistantId ? 'assistant' : 'chat';
}

export const listChatbots: Handler = (_req, ctx) => {
  const session = ctx.session;
  const options = assistantOptions(session, ctx);
  const envs = objects(options.ai_envs);
  const mcpEnvs = objects(options.mcp_envs);
  const data = storedChatbots(session, ctx).map((bot, index) => {
    const model = text(bot.model);
    const envId = text(bot.envId);
    const env = envId ? envs.find((e) => e.id === envId) : undefined;
    const functions = objects(bot.functions)
      .filter((f) => f.id !== undefined)
      .map((f) => `function_${String(f.id)}`);
    const mcpServers = objects(bot.mcp_servers).flatMap((s) => {
      const known = mcpEnvs.find((m) => m.id === s.id);
      return known ? [{ id: known.id, name: known.name ?? 'Unnamed MCP Server' }] : [];
    });
    return {
      id: text(bot.botId) ?? index,
      name: text(bot.name) ?? 'Unnamed',
      type: typeOf(bot, model),
      model,
      model_name: model ? (MODEL_NAMES[model] ?? model) : null,
      environment: envId,
      environment_name: env ? (text(env.name) ?? envId) : null,
      functions,
      tools: Array.isArray(bot.tools) ? bot.tools : [],
      mcp_servers: mcpServers,
    };
  });
  return success({ data });
};
