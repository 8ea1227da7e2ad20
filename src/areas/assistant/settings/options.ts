// GET settings/options, POST settings/update and settings/reset: the assistant's settings. An update stores the
// options given (the admin sends them whole); every read fills what is missing from the defaults, as
// get_all_options() does. A reset forgets the options, the chatbots and the themes (delete_option of all three).
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { badRequest, success } from '../reply.js';
import { CHATBOTS, OPTIONS, THEMES } from '../../../catalogue/record-sets/assistant.js';
import { computedOptions, optionDefaults } from './option-defaults.js';
import { readSetting, resetSetting, writeSetting } from './setting-value.js';

/** The settings as get_all_options() answers them. */
export function assistantOptions(session: Session, ctx: HandlerContext): Record<string, unknown> {
  return { ...optionDefaults(), ...readSetting(session, ctx.site.scenario, OPTIONS), ...computedOptions() };
}

/** One setting (get_option()). */
export const assistantOption = (session: Session, ctx: HandlerContext, name: string): unknown => assistantOptions(session, ctx)[name];

const saved = (ctx: HandlerContext, session: Session) => success({ message: 'OK', options: assistantOptions(session, ctx) });

export const getOptions: Handler = (_req, ctx) => success({ options: assistantOptions(ctx.session, ctx) });

export const updateOptions: Handler = async (req, ctx) => {
  const given = req.params.options;
  if (!isPlainObject(given)) {
    return badRequest('invalid_options', 'options must be an object of settings: send the whole object GET settings/options answers, with your changes.');
  }
  const session = ctx.session;
  const { chatbot_defaults: _computed, default_limits: _limits, ...stored } = given;
  session.tick();
  writeSetting(session, OPTIONS, stored);
  await session.commit();
  return saved(ctx, session);
};

export const resetOptions: Handler = async (_req, ctx) => {
  const session = ctx.session;
  session.tick();
  resetSetting(session, OPTIONS, {});
  resetSetting(session, CHATBOTS, { chatbots: [] });
  resetSetting(session, THEMES, { themes: [] });
  await session.commit();
  return saved(ctx, session);
};
