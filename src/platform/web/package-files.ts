// The browser's package-files.ts: no package folder to read, so no shipped scenarios (`mock-site/site.yaml` names
// nothing); the embedded default scenario still applies.
import { resolve } from '../path.js';

export const SHIPPED_PREFIX = 'mock-site/';

export const packageRoot = (): string | null => null;

export const shippedScenariosDir = (): string | null => null;

export const isShippedRef = (name: string): boolean => name.startsWith(SHIPPED_PREFIX);

export const scenarioRefPath = (here: string, name: string): string => resolve(here, name);

export const shippedScenarioNames = (): string[] => [];
