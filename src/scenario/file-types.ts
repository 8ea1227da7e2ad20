// The `rules`, `machines` and `routes` sections as written in YAML (checked by shape.ts, typed by rule-sections.ts).
import type { Args, Method, ResponseSchema } from '../model/catalogue.js';
import type { RuleCallback, RuleMatch, RuleResponse } from '../model/rule.js';
import type { Binding } from '../model/binding.js';
import type { LatencyValueFile } from '../model/latency.js';

/** A response as written: the keys of the loaded RuleResponse, its body file as `body_file` (relative to the file). */
export type ResponseFile = Omit<RuleResponse, 'bodyFile'> & {
  body_file?: string;
  /** The old spelling of body_file: still read, with a hint. */
  bodyFile?: string;
};

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
  allow_batch?: boolean;
}

export interface RouteFile extends EndpointFile {
  path: string;
  namespace?: string;
  endpoints?: EndpointFile[];
}
