// The phrases generated answers are assembled from. `{topic}` is the prompt's topic ("winter sale"),
// `{Topic}` the same with a capital. Kept generic enough to fit any shop or content topic.

export const GREETINGS = [
  'Hello! How can I help you today?',
  'Hi there! What would you like to work on?',
  'Hello! Ask me anything about the store, its products or your orders.',
  'Hi! I am here to help. What can I do for you?',
] as const;

export const OPENERS = [
  'Here is a short take on {topic}.',
  'Sure! Here is what matters most about {topic}.',
  'Good question. {Topic} comes down to a few simple things.',
  'Happy to help with {topic}.',
  'Let us look at {topic} step by step.',
] as const;

/** Openers of an answer to a question (a prompt ending with a question mark). */
export const QUESTION_OPENERS = [
  'Good question! Here is what I can tell you about {topic}.',
  'Thanks for asking about {topic}.',
  'Happy to explain {topic}.',
] as const;

export const BODY = [
  '{Topic} works best when it starts from what your customers actually need.',
  'A clear goal makes {topic} easier to plan and easier to measure.',
  'Start small: one well-made piece on {topic} beats five rushed ones.',
  'Customers notice when {topic} is consistent across every page of the store.',
  'It helps to write down the three questions people ask most about {topic}.',
  'Keep the language simple and concrete, and show a real example wherever you can.',
  'Good photos and short paragraphs make {topic} much easier to read on a phone.',
  'Once it is live, look at what people click and adjust {topic} from there.',
  'A short checklist keeps {topic} on track when several people work on it.',
  'Timing matters: plan {topic} a few weeks before the busy season starts.',
  'Link {topic} to the products it mentions so readers can act right away.',
  'Ask one or two loyal customers what they think of {topic} before you publish it.',
  'Small, regular updates keep {topic} accurate without a big rewrite.',
  'A friendly, direct tone suits {topic} better than marketing language.',
  'Change one thing at a time, so you know which change to {topic} made the difference.',
  'Shipping times and return rules are the details people look for first.',
] as const;

export const CLOSERS = [
  'Let me know if you would like a longer version.',
  'I can turn this into a checklist if that helps.',
  'Tell me more about your audience and I will tailor it.',
  'Want me to suggest a title and an excerpt as well?',
] as const;

export const LIST_INTROS = ['Here are {count} ideas for {topic}:', 'Sure! {Count} suggestions for {topic}:', '{Count} things to try with {topic}:'] as const;

export const LIST_ITEMS = [
  'Write a short guide that answers the most common questions about {topic}.',
  'Add a clear call to action next to every mention of {topic}.',
  'Share a customer story that shows {topic} in real life.',
  'Send a short newsletter about {topic} to your subscribers.',
  'Bundle related products around {topic} with a small discount.',
  'Publish a before-and-after example of {topic}.',
  'Answer the top three support questions about {topic} on one page.',
  'Run a one-week promotion built around {topic}.',
  'Record a two-minute video that explains {topic}.',
  'Collect reviews that mention {topic} and show them on the product page.',
  'Create a printable checklist for {topic}.',
  'Compare the two most popular options for {topic} in a simple table.',
] as const;

export const TITLE_PATTERNS = [
  '{Title}: A Practical Guide',
  'Everything You Need to Know About {Title}',
  '{Title}, Explained in Five Minutes',
  'How to Get the Most Out of {Title}',
  'The Simple Guide to {Title}',
  '{Title}: What Works and What Does Not',
] as const;

export const SUMMARY_OPENERS = ['In short, ', 'To sum up, ', 'The gist: '] as const;

/** What a picture "shows", from the words of its file name or of the prompt. */
export const VISION = [
  'The image shows {subject} in soft natural light, with a plain background that keeps the focus on it.',
  'This picture shows {subject}. The colours are warm and the composition is simple and centred.',
  'In the image there is {subject}, photographed from a slight angle, with a few details blurred in the background.',
] as const;

/** A transcript of a short recording "about" a topic. */
export const TRANSCRIPT = [
  'Hi everyone, and thanks for joining.',
  'Today we are going to talk about {topic}.',
  'The first thing to know is that it is simpler than it looks.',
  'We will go through the main steps one by one.',
  'If you have questions, leave them in the comments and we will answer them next week.',
  'That is all for today. See you next time.',
] as const;

/** Alternatives suggestSynonyms offers for a word it has no entry for. */
export const REPHRASINGS = ['{word}', 'a {word}', 'the {word}', '{word}s', 'such a {word}'] as const;

export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  good: ['great', 'fine', 'excellent', 'solid', 'pleasant'],
  great: ['excellent', 'superb', 'outstanding', 'wonderful', 'terrific'],
  fast: ['quick', 'rapid', 'speedy', 'swift', 'brisk'],
  cheap: ['affordable', 'inexpensive', 'budget-friendly', 'economical', 'low-cost'],
  big: ['large', 'sizeable', 'generous', 'substantial', 'roomy'],
  small: ['compact', 'little', 'tiny', 'modest', 'petite'],
  happy: ['glad', 'pleased', 'delighted', 'cheerful', 'content'],
  beautiful: ['lovely', 'gorgeous', 'stunning', 'elegant', 'attractive'],
  easy: ['simple', 'effortless', 'straightforward', 'painless', 'smooth'],
  important: ['essential', 'key', 'vital', 'crucial', 'significant'],
  new: ['fresh', 'latest', 'recent', 'brand-new', 'novel'],
  buy: ['purchase', 'order', 'get', 'pick up', 'shop for'],
};

/** Common misspellings correctText fixes. */
export const TYPOS: Readonly<Record<string, string>> = {
  teh: 'the',
  recieve: 'receive',
  seperate: 'separate',
  definately: 'definitely',
  occured: 'occurred',
  untill: 'until',
  wich: 'which',
  thier: 'their',
  alot: 'a lot',
  becuase: 'because',
  adress: 'address',
  accomodate: 'accommodate',
  tommorow: 'tomorrow',
  goverment: 'government',
  wierd: 'weird',
  beleive: 'believe',
};
