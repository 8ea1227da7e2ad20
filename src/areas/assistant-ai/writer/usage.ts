// Meow_MWAI_Reply::$usage for a generated answer: token counts estimated as AI Engine estimates them when
// it has no tokenizer (each whitespace-separated word counts ceil(length / 4) tokens) and the price from
// the model's per-token prices.
import type { ModelDef } from '../models.js';

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  price: number | null;
  accuracy: 'estimated';
}

/** Meow_MWAI_Core::estimate_tokens without tiktoken. */
export function estimateTokens(text: string): number {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.reduce((n, w) => n + Math.ceil(Buffer.byteLength(w) / 4), 0);
}

/** The price of `input` and `output` tokens on `model`, rounded to 8 decimals; null when the model has no token price. */
export function tokenPrice(model: ModelDef, input: number, output: number): number | null {
  const price = model.price;
  if (!price || typeof price !== 'object' || typeof price.in !== 'number') return null;
  const unit = typeof model.unit === 'number' ? model.unit : 1e-6;
  return Math.round((input * price.in + output * (price.out ?? price.in)) * unit * 1e8) / 1e8;
}

/** The usage of a query whose prompt and answer are these texts (or these token counts). */
export function usageOf(model: ModelDef, prompt: string | number, answer: string | number): Usage {
  const input = typeof prompt === 'number' ? prompt : estimateTokens(prompt);
  const output = typeof answer === 'number' ? answer : estimateTokens(answer);
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output, price: tokenPrice(model, input, output), accuracy: 'estimated' };
}

/** The answer cut to at most `maxTokens` estimated tokens, at a word boundary (as a max_tokens limit stops a model). */
export function limitTokens(text: string, maxTokens: number | undefined): string {
  if (!maxTokens || maxTokens <= 0 || estimateTokens(text) <= maxTokens) return text;
  const kept: string[] = [];
  let used = 0;
  for (const word of text.split(/(\s+)/)) {
    const cost = /^\s*$/.test(word) ? 0 : Math.ceil(Buffer.byteLength(word) / 4);
    if (used + cost > maxTokens) break;
    used += cost;
    kept.push(word);
  }
  return kept.join('').trimEnd();
}
