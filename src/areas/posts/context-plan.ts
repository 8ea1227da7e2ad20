// filter_response_by_context() as a test on field paths (`title`, `title.raw`), worked out once per schema and
// context: a view built with it holds exactly what filterByContext() (src/wp/context.ts) would leave of the full
// view, so it need not be built whole and then copied field by field.
type Schema = Readonly<Record<string, unknown>>;

/** Whether the field at `path` (dot-separated) is kept in the context. */
export type PathTest = (path: string) => boolean;

const plans = new WeakMap<Schema, Map<string, PathTest>>();

/**
 * filterByContext()'s verdict on one path: each step down a plain object drops a property whose schema lists
 * other contexts; where the schema says nothing of a property (none, or no `properties`), the value is kept as it
 * is, all of it.
 */
function kept(schema: Schema, path: readonly string[], context: string): boolean {
  let at: Schema | undefined = schema;
  for (const name of path) {
    const properties = at?.properties as Record<string, Schema> | undefined;
    if (!properties || !Object.hasOwn(properties, name)) return true;
    at = properties[name];
    const contexts = at?.context as readonly string[] | undefined;
    if (contexts && !contexts.includes(context)) return false;
  }
  return true;
}

export function contextPlan(schema: Schema, context: string): PathTest {
  let byContext = plans.get(schema);
  if (!byContext) plans.set(schema, (byContext = new Map()));
  let plan = byContext.get(context);
  if (!plan) {
    const verdicts = new Map<string, boolean>();
    plan = (path) => {
      let verdict = verdicts.get(path);
      if (verdict === undefined) verdicts.set(path, (verdict = kept(schema, path.split('.'), context)));
      return verdict;
    };
    byContext.set(context, plan);
  }
  return plan;
}
