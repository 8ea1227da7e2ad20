// FeaturesRestEndpoint and RefreshFeatureStatusEndpoint: the features the store's country offers, on or off by
// the merchant's capabilities; a refresh at most once a minute of the scenario clock, as the plugin's cache allows.
import type { Handler } from '../../dispatch/types.js';
import { readDocument, writeDocument } from './documents.js';
import { FEATURE_DEFINITIONS } from './feature-definitions.js';
import { paymentsState } from './payments-state.js';
import { failure, success } from './plugin-answer.js';
import { storeCountry } from './store-locale.js';
import { FEATURE_REFRESH } from '../../catalogue/record-sets/payments.js';

const REFRESH_TIMEOUT_SECONDS = 60;

export const featuresGet: Handler = (_req, ctx) => {
  const session = ctx.session;
  const state = paymentsState(session, ctx);
  const country = storeCountry(ctx.site, session);
  const features = FEATURE_DEFINITIONS.filter((f) => !f.countries || f.countries.includes(country)).map((f) => ({
    id: f.id,
    title: f.title,
    description: f.description,
    enabled: f.enabled(state),
    buttons: f.buttons(state, country),
  }));
  return success({ features });
};

export const refreshFeatures: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const now = Math.floor(session.instant() / 1000);
  const last = Number(readDocument(session, ctx, FEATURE_REFRESH, { last_refresh: 0 }).last_refresh) || 0;
  const missing = last + REFRESH_TIMEOUT_SECONDS - now;
  if (missing > 0) return failure(`Wait ${missing} seconds before trying again.`);
  session.tick();
  writeDocument(session, FEATURE_REFRESH, { last_refresh: now });
  await session.commit();
  return success({ message: 'Feature status refreshed successfully.' });
};
