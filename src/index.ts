// The public API of mock-site.
export { createApp, createMockApp, type AppOptions, type MockApp, type SwapResult } from './app.js';
export type { ListedRequest } from './admin/request-journal.js';
export type { AnsweredBy, JournalDetail } from './admin/journal-detail.js';
export type { RouteCoverage } from './admin/route-tally.js';
export { startMockSite, type RunningMockSite, type StartOptions } from './start.js';
export type { MockSession } from './mock-session.js';
export { loadScenario, ScenarioError } from './scenario/load.js';
export { profiles } from './catalogue/profiles.js';
export type { Scenario, User } from './scenario/types.js';
export type { Route, Endpoint, ArgSchema, Profile, ProfileName } from './catalogue/types.js';
export { VERSION } from './version.js';
export { crawlSite, CrawlError, type CrawlOptions, type CrawlSummary } from './record/crawl.js';
