// The public API of mock-site.
export { createApp, createMockApp, type AppOptions, type MockApp, type MockHandler, type SwapResult } from './app.js';
export type { ListedRequest } from './admin/request-journal.js';
export type { AnsweredBy, JournalDetail } from './admin/journal-detail.js';
export type { RouteCoverage } from './admin/route-tally.js';
export type { RequestLine } from './admin/request-log.js';
export type { LatencyRange } from './model/latency.js';
export { startMockSite, type RunningMockSite, type RunningTls, type StartOptions } from './start.js';
export { TlsSetupError, type TlsOption } from './http/tls.js';
export type { CallbackSender } from './http/callbacks.js';
export type { CallbackOutcome } from './model/callback.js';
export type { MockSession } from './mock-session.js';
export { loadScenario } from './scenario/load.js';
export { ScenarioError } from './model/problem.js';
export { profiles } from './catalogue/profiles.js';
export type { Scenario, User } from './model/scenario.js';
export type { Route, Endpoint, ArgSchema, Profile, ProfileName } from './model/catalogue.js';
export { VERSION } from './version.js';
export { crawlSite, CrawlError, type CrawlOptions, type CrawlSummary } from './record/crawl.js';
