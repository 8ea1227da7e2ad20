// What every behaviour kind is: an option shape (checked key by key, unknown options are an error),
// optional checks beyond the shape, and the behaviour it builds from a binding.
import type { Behaviour, HandlerContext } from '../dispatch/types.js';
import type { TemplateScope } from '../template/template.js';
import { templateScope } from '../template/scope.js';
import type { Binding } from '../model/binding.js';
import type { Shape, ShapePath, ShapeProblem } from '../model/shape-check.js';
import type { Session } from '../store/session.js';
import type { RestRequest } from '../wp/request.js';

export interface Kind {
  /** The binding's shape, `kind` included: `mock-site validate` and the JSON Schema use it. */
  readonly shape: Extract<Shape, { object: unknown }>;
  /** Checks the shape cannot state (templates, option values that depend on each other); `path` is the binding's. */
  check?(binding: Binding, path: ShapePath): ShapeProblem[];
  /** The behaviour; the binding has passed the shape and the checks. */
  create(binding: Binding): Behaviour;
}

/** HEAD reads what GET reads. */
export const methodOf = (req: RestRequest): string => (req.method === 'HEAD' ? 'GET' : req.method);

/** What the rules engine's template names (request.*, state.*, now, fake.*) read in a kind's answer. */
export const kindScope = (req: RestRequest, ctx: HandlerContext, session: Session): TemplateScope =>
  templateScope({ site: ctx.site, req, session, captures: req.urlParams, ruleId: `kind:${ctx.route.source.pattern}`, answer: 0 });
