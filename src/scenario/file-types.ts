// The `rules`, `machines` and `routes` sections as written in YAML (checked by shape.ts, typed by rule-sections.ts).
import type { Args, Method, ResponseSchema } from '../catalogue/types.js';
import type { Binding, RuleCallback, RuleMatch, RuleResponse } from './rule-types.js';
import type { LatencyValueFile } from './latency.js';

/** A response as written: the same keys as the loaded RuleResponse (bodyFile still relative). */
export type ResponseFile = RuleResponse;

export interface RuleFile {
  name?: string;
  priority?: number;
  match?: RuleMatch;
  respond?: ResponseFile | ResponseFile[];
  after?: 'repeat' | 'cycle';
  bind?: Binding;
  when?: Record<string, string>;
  then?: Record<string, string>;
  latency?: LatencyValueFile;
  callbacks?: RuleCallback | RuleCallback[];
}

export interface MachineFile {
  initial?: string;
  states: string[];
}

export interface EndpointFile {
  methods?: Method | Method[];
  args?: Args;
  response?: ResponseSchema;
  status?: number;
  permission?: string;
  bind?: Binding;
}

export interface RouteFile extends EndpointFile {
  path: string;
  namespace?: string;
  endpoints?: EndpointFile[];
}
