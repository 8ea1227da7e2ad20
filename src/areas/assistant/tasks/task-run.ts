// What a task's job is given when it runs, and what it reports back (task-jobs.ts runs them).
import type { HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';

export interface TaskResult {
  ok: boolean;
  /** false: a multi-step task that runs again after next_run_delay seconds. */
  done: boolean;
  message: string;
  step?: number;
  step_name?: string;
  data?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  next_run_delay?: number;
}

export interface RunContext {
  session: Session;
  ctx: HandlerContext;
  nowMs: number;
}
