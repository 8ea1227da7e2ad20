// MWAI_CHATBOT_DEFAULT_PARAMS: what every chatbot is filled from, and the chatbot a site without any has.
export const DEFAULT_MODEL = 'gpt-5-mini';

export const CHATBOT_DEFAULTS: Readonly<Record<string, unknown>> = {
  aiName: 'AI: ', userName: 'User: ', guestName: 'Guest: ', textSend: 'Send', textClear: 'Clear',
  textInputPlaceholder: 'Type your message...', textInputMaxLength: 512, textCompliance: '',
  startSentence: 'Hi! How can I help you?', themeId: 'chatgpt', window: false, icon: '', iconText: '', iconTextDelay: 1,
  iconAlt: 'AI Engine Chatbot', iconPosition: 'bottom-right', centerOpen: false, width: '', openDelay: '', iconBubble: false,
  windowAnimation: 'zoom', fullscreen: false, copyButton: false, pdfButton: false, headerSubtitle: 'Discuss with',
  localMemory: true, multiUpload: false,
  containerType: 'standard', headerType: 'standard', messagesType: 'standard', inputType: 'standard', footerType: 'standard',
  botId: null, instructions: 'Converse as if you were an AI assistant. Be friendly, creative.', scope: 'chatbot', mode: 'chat',
  contentAware: false, embeddingsEnvId: '',
  model: DEFAULT_MODEL, temperature: 0.8, maxMessages: 15, maxTokens: 4096, maxResults: 1, apiKey: null, voice: null,
  functions: [], mcpServers: [], historyStrategy: null, crossSite: { enabled: false, allowedDomains: [] },
};

/** The chatbot get_chatbots() puts first when none is called `default`. */
export const defaultChatbot = (): Record<string, unknown> => ({ ...structuredClone(CHATBOT_DEFAULTS), name: 'Default', botId: 'default' });
