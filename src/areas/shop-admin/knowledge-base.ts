// GET marketing/knowledge-base: WooCommerce.com's blog posts on a `category` (its topic; default marketing), at
// most eight, as MarketingSpecs fetches them. A topic WooCommerce.com has no posts on answers an empty list.
import type { Handler } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import { KNOWLEDGE_BASE } from '../../catalogue/record-sets/shop-admin.js';

const PER_TOPIC = 8;

export const knowledgeBase: Handler = (req, ctx) => {
  const topic = typeof req.params.category === 'string' && req.params.category !== '' ? req.params.category.toLowerCase() : 'marketing';
  const posts = recordsIn(ctx.session, KNOWLEDGE_BASE)
    .map(({ data: { id: _id, topic: postTopic, ...post } }) => ({ topic: postTopic, post }))
    .filter((p) => p.topic === topic)
    .slice(0, PER_TOPIC)
    .map((p) => p.post);
  return { data: posts };
};
