// The default shop's records for the assistant's AI routes and its licence: the provider's model catalogue (ids
// 1, 2... in the order ai/models lists it), the moderation word lists, two Code Engine functions for realtime
// calls, two training files with a finished and a deleted fine-tune, and the licence (valid, lifetime) with the
// licence server's keys.
import { keyHint, seededKeyHash } from '../licence/licence-key.js';
import { CHECK_DEBUG } from '../licence/licence-state.js';

const M = 1 / 1_000_000;
const CHAT_TAGS = ['core', 'chat', 'vision', 'functions', 'json', 'responses'];
const IMAGE_SIZES = [
  { name: '1024x1024', label: '1024x1024' },
  { name: '1024x1536', label: '1024x1536' },
  { name: '1536x1024', label: '1536x1024' },
];

const chat = (model: string, name: string, family: string, price: [number, number], finetune = false) => ({
  model,
  name,
  family,
  features: ['completion'],
  price: { in: price[0], out: price[1] },
  type: 'token',
  unit: M,
  maxCompletionTokens: family === 'gpt-5' ? 128000 : 32768,
  maxContextualTokens: family === 'gpt-5' ? 400000 : 1047576,
  finetune: finetune ? { in: price[0], out: price[1], train: price[0] * 20 } : false,
  tags: finetune ? [...CHAT_TAGS, 'finetune'] : CHAT_TAGS,
});

const image = (model: string, name: string, price: [number, number]) => ({
  model,
  name,
  family: 'gpt-image',
  features: ['text-to-image'],
  resolutions: IMAGE_SIZES,
  type: 'token',
  mode: 'image',
  price: { in: price[0], out: price[1] },
  unit: M,
  finetune: false,
  tags: ['core', 'image', 'image-edit', 'responses'],
});

const MODELS = [
  chat('gpt-5-mini', 'GPT-5 Mini', 'gpt-5', [0.25, 2]),
  chat('gpt-5', 'GPT-5', 'gpt-5', [1.25, 10]),
  chat('gpt-4.1-mini', 'GPT-4.1 Mini', 'gpt-4', [0.4, 1.6], true),
  chat('gpt-4o-mini', 'GPT-4o Mini', 'gpt-4', [0.15, 0.6], true),
  image('gpt-image-2', 'GPT Image 2', [5, 30]),
  image('gpt-image-1', 'GPT Image 1', [10, 40]),
  {
    model: 'whisper-1',
    name: 'Whisper',
    family: 'whisper',
    features: ['speech-to-text'],
    price: 0.006,
    type: 'second',
    unit: 1,
    finetune: false,
    tags: ['core', 'audio'],
  },
  {
    model: 'gpt-realtime',
    name: 'GPT Realtime',
    family: 'realtime',
    features: ['core', 'realtime', 'functions'],
    price: { in: 4, out: 16 },
    type: 'token',
    unit: M,
    maxCompletionTokens: 4096,
    maxContextualTokens: 128000,
    finetune: false,
    tags: ['core', 'realtime', 'functions', 'vision'],
  },
];

const SUPPORT_LINES = [
  {
    messages: [
      { role: 'user', content: 'Do you ship abroad?' },
      { role: 'assistant', content: 'Yes, we ship worldwide within three business days.' },
    ],
  },
  {
    messages: [
      { role: 'user', content: 'How do I return an item?' },
      { role: 'assistant', content: 'Open your order, choose Return, and print the free label.' },
    ],
  },
  {
    messages: [
      { role: 'user', content: 'Can I change my order?' },
      { role: 'assistant', content: 'Yes, until it ships: write to us with your order number.' },
    ],
  },
];
const FAQ_LINES = [
  {
    messages: [
      { role: 'user', content: 'What sizes do the shirts come in?' },
      { role: 'assistant', content: 'From XS to XXL; the size guide is on every product page.' },
    ],
  },
  {
    messages: [
      { role: 'user', content: 'Are the mugs dishwasher safe?' },
      { role: 'assistant', content: 'Yes, all our mugs are dishwasher and microwave safe.' },
    ],
  },
];
const jsonl = (lines: readonly unknown[]) => `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`;
const SUPPORT = jsonl(SUPPORT_LINES);
const FAQ = jsonl(FAQ_LINES);

const file = (id: string, filename: string, content: string, created: number) => ({
  id,
  object: 'file',
  bytes: Buffer.byteLength(content),
  created_at: created,
  filename,
  purpose: 'fine-tune',
  status: 'processed',
  status_details: null,
});

const job = (id: string, suffix: string, trainingFile: string, created: number, tail: string, deleted: boolean) => ({
  object: 'fine_tuning.job',
  id,
  model: 'gpt-4o-mini-2024-07-18',
  created_at: created,
  finished_at: created + 1260,
  fine_tuned_model: `ft:gpt-4o-mini-2024-07-18:mock-org:${suffix}:${tail}`,
  organization_id: 'org-mockorg0000000000000',
  result_files: [`file-R${tail}Result00000000000`],
  status: 'succeeded',
  trained_tokens: 1872,
  training_file: trainingFile,
  validation_file: null,
  user_provided_suffix: suffix,
  hyperparameters: { n_epochs: 3, batch_size: 1, learning_rate_multiplier: 'auto' },
  estimated_finish: null,
  error: null,
  ...(deleted ? { model_deleted: true } : {}),
});

/** The licence server's keys (fixtures: every Meow Apps key is 32 hexadecimal characters); the records keep only their hashes. */
export const LICENCE_KEYS = {
  lifetime: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  yearly: '5f0e1d2c3b4a59687766554433221100',
  expired: 'e0e1e2e3e4e5e6e7e8e9eaebecedeeef',
  disabled: 'd15ab1edd15ab1edd15ab1edd15ab1ed',
  exhausted: '00aa11bb22cc33dd44ee55ff66778899',
};

export const SHOP_ASSISTANT_AI_RECORDS: Record<string, unknown> = {
  'assistant.models': MODELS,
  'assistant.moderation': {
    words: {
      harassment: ['idiot', 'stupid', 'loser', 'moron'],
      hate: ['subhuman'],
      violence: ['kill', 'murder', 'stab', 'shoot'],
      'self-harm': ['suicide', 'self-harm'],
      sexual: ['porn', 'nude'],
      illicit: ['cocaine', 'heroin'],
    },
  },
  'assistant.functions': [
    {
      id: 'fn_4k2m9x',
      name: 'get_order_status',
      type: 'code-engine',
      target: 'php',
      result: 'Order #{{order_id}} has shipped and should arrive within three business days.',
    },
    { id: 'fn_b81qz0', name: 'book_appointment', type: 'code-engine', target: 'php', result: 'The appointment is booked for {{date}} at {{time}}.' },
  ],
  'assistant.provider_files': [
    file('file-4Xq2mB7tRz9LcA1eKp3sWq7N', 'support-conversations.jsonl', SUPPORT, 1767916800),
    file('file-9KpL3vN0sYw6QdE2mR8tYu1B', 'faq-training.jsonl', FAQ, 1768089600),
  ],
  'assistant.provider_file_contents': [
    { id: 'file-4Xq2mB7tRz9LcA1eKp3sWq7N', content: SUPPORT },
    { id: 'file-9KpL3vN0sYw6QdE2mR8tYu1B', content: FAQ },
  ],
  'assistant.finetunes': [
    job('ftjob-Q2w3E4r5T6y7U8i9O0p1A2s3', 'support-bot', 'file-4Xq2mB7tRz9LcA1eKp3sWq7N', 1767952800, 'A1b2C3d4', false),
    job('ftjob-Z9y8X7w6V5u4T3s2R1q0P9o8', 'old-bot', 'file-9KpL3vN0sYw6QdE2mR8tYu1B', 1768093200, 'Z9y8X7w6', true),
  ],
  'licence.assistant': {
    key_hash: seededKeyHash(LICENCE_KEYS.lifetime),
    key_hint: keyHint(LICENCE_KEYS.lifetime),
    issue: null,
    expires: 'lifetime',
    license: 'valid',
    debug: { ...CHECK_DEBUG },
  },
  'licence.keys': [
    { id: 'lifetime', key_hash: seededKeyHash(LICENCE_KEYS.lifetime), status: 'valid', expires: 'lifetime' },
    { id: 'yearly', key_hash: seededKeyHash(LICENCE_KEYS.yearly), status: 'valid', expires: '2027-01-15 23:59:59' },
    { id: 'expired', key_hash: seededKeyHash(LICENCE_KEYS.expired), status: 'valid', expires: '2025-12-31 23:59:59' },
    { id: 'disabled', key_hash: seededKeyHash(LICENCE_KEYS.disabled), status: 'disabled', expires: null },
    { id: 'exhausted', key_hash: seededKeyHash(LICENCE_KEYS.exhausted), status: 'no_activations_left', expires: '2027-06-30 23:59:59' },
  ],
};
