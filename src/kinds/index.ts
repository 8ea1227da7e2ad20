// The behaviour kinds: generic behaviours bound to routes by data (a rule's `bind:`, a scenario route's
// `bind:`), so most plugin routes need no code. Each kind checks its own options; unknown ones are an error.
import type { Behaviour, Handler } from '../dispatch/types.js';
import { protocolErrors } from '../wp/errors.js';
import { KINDS, type Binding, type KindName } from '../model/binding.js';
import { checkShape, pathName, type ShapePath, type ShapeProblem } from '../model/shape-check.js';
import { actionKind } from './action.js';
import { collectionKind } from './collection.js';
import { fakerKind } from './faker-kind.js';
import { jobKind } from './job.js';
import type { Kind } from './kind.js';
import { singletonKind } from './singleton.js';
import { staticKind } from './static.js';

export const KIND_DEFINITIONS: Readonly<Record<KindName, Kind>> = {
  collection: collectionKind,
  singleton: singletonKind,
  action: actionKind,
  job: jobKind,
  faker: fakerKind,
  static: staticKind,
};

/** Each kind's binding shape (its options, `kind` included), for the JSON Schema. */
export const KIND_SHAPES: Readonly<Record<KindName, Kind['shape']>> = Object.fromEntries(KINDS.map((k) => [k, KIND_DEFINITIONS[k].shape])) as Record<
  KindName,
  Kind['shape']
>;

/** Every problem of a binding written at `path` (e.g. `['rules', 3, 'bind']`): unknown kind, unknown or mistyped options, bad templates. */
export function checkBinding(binding: unknown, path: ShapePath = ['bind']): ShapeProblem[] {
  const kindName = (binding as { kind?: unknown } | null)?.kind;
  const kind = typeof kindName === 'string' ? KIND_DEFINITIONS[kindName as KindName] : undefined;
  if (!kind) {
    return typeof binding === 'object' && binding !== null && !Array.isArray(binding)
      ? [{ path: [...path, 'kind'], message: `${pathName([...path, 'kind'])} must be one of ${KINDS.join(', ')} (got ${JSON.stringify(kindName ?? null)})` }]
      : checkShape(binding, 'mapping', path);
  }
  const problems = checkShape(binding, kind.shape, path);
  return problems.length ? problems : (kind.check?.(binding as Binding, path) ?? []);
}

/**
 * The behaviour a binding stands for. Throws an Error listing the problems of a binding `checkBinding` refuses.
 * A body that is not JSON is refused as WordPress refuses it, also where no catalogue route checked it first.
 */
export function kindBehaviour(binding: Binding): Behaviour {
  const problems = checkBinding(binding);
  if (problems.length) throw new Error(`[mock-site] ${problems.map((p) => p.message).join('; ')}.`);
  const behaviour = KIND_DEFINITIONS[binding.kind].create(binding);
  const handle: Handler = typeof behaviour === 'function' ? behaviour : behaviour.handle;
  const guarded: Handler = (req, ctx) => (req.jsonError !== undefined ? protocolErrors.invalidJson(req.jsonError) : handle(req, ctx));
  return typeof behaviour === 'function' ? guarded : { ...behaviour, handle: guarded };
}
