// GET/POST system/templates: the prompt templates of the generators, one list per `category` (a record of
// assistant.templates each, id: the category). GET answers the category's list (empty for an unknown one);
// POST replaces it.
import type { Handler } from '../../../dispatch/types.js';
import { getRecord, putRecord } from '../../../store/records.js';
import { badRequest, success } from '../reply.js';
import { TEMPLATES } from '../../../catalogue/record-sets/assistant.js';

const categoryOf = (v: unknown): string => (typeof v === 'string' ? v : '');

export const getTemplates: Handler = (req, ctx) => {
  const category = categoryOf(req.params.category);
  const stored = category ? getRecord(ctx.session, TEMPLATES, category)?.data.templates : undefined;
  return success({ templates: Array.isArray(stored) ? stored : [] });
};

export const saveTemplates: Handler = async (req, ctx) => {
  const category = categoryOf(req.params.category);
  if (!category)
    return badRequest('missing_category', 'category is required: the generator the templates belong to (e.g. contentGenerator, imagesGenerator, playground).');
  if (!Array.isArray(req.params.templates))
    return badRequest('invalid_templates', 'templates must be the list of templates of that category (it replaces the stored one).');
  const session = ctx.session;
  session.tick();
  putRecord(session, TEMPLATES, category, { id: category, category, templates: req.params.templates });
  await session.commit();
  return success();
};
