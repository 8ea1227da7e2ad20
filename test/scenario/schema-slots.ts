// Every place a value can be written in a scenario (or a cassette), read from its published JSON Schema (`mock-site
// schema`, recordings/cassette.schema.json), and whether a value fits there: what the wrong-shapes tables substitute into.
type Schema = Record<string, unknown>;
export type Path = (string | number)[];

export interface Slot {
  /** `rules.0.match.route`: indexes as 0, a name the user chooses as `name1`. */
  path: Path;
  schema: Schema;
  /** Keys that must sit beside the path for its part to be checked (a binding's `kind`): parent path → key → value. */
  tags: { at: Path; key: string; value: unknown }[];
}

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The slots under `root`, each $ref followed at most twice along a path (the recursive `arg`: an argument's items, not theirs). */
export function schemaSlots(root: Schema): Slot[] {
  const defs = (root.$defs ?? {}) as Record<string, Schema>;
  const slots = new Map<string, Slot>();
  /** `branch`: the same place again, through one case of an anyOf. */
  const walk = (schema: Schema, path: Path, tags: Slot['tags'], refs: string[], branch = false): void => {
    const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;
    if (ref) {
      if (refs.filter((r) => r === ref).length >= 2) return;
      walk(defs[ref]!, path, tags, [...refs, ref], branch);
      return;
    }
    if (path.length && !branch) {
      const id = JSON.stringify([path, tags]);
      if (!slots.has(id)) slots.set(id, { path, schema, tags });
    }
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) walk(child, [...path, key], tags, refs);
    if (isObject(schema.additionalProperties)) walk(schema.additionalProperties, [...path, 'name1'], tags, refs);
    if (isObject(schema.items)) walk(schema.items, [...path, 0], tags, refs);
    for (const option of [...((schema.anyOf ?? []) as Schema[]), ...((schema.oneOf ?? []) as Schema[])]) {
      // A tagged mapping (a binding): each case is reached with its tag beside it.
      const required = (schema.required ?? []) as string[];
      const tag = Object.entries((option.properties ?? {}) as Record<string, Schema>).find(
        ([key, s]) => required.includes(key) && Array.isArray(s.enum) && s.enum.length === 1,
      );
      walk(option, path, tag ? [...tags, { at: path, key: tag[0], value: (tag[1].enum as unknown[])[0] }] : tags, refs, true);
    }
  };
  walk(root, [], [], []);
  return [...slots.values()];
}

/** Whether `value` fits `schema` (the JSON Schema subset the scenario schema uses). */
export function fits(root: Schema, schema: Schema, value: unknown): boolean {
  if (typeof schema.$ref === 'string') return fits(root, (root.$defs as Record<string, Schema>)[schema.$ref.split('/').pop()!]!, value);
  for (const options of [schema.anyOf, schema.oneOf]) {
    if (Array.isArray(options) && !(options as Schema[]).some((s) => fits(root, s, value))) return false;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  const types = schema.type === undefined ? undefined : ([] as unknown[]).concat(schema.type);
  if (types && !types.some((t) => typeFits(t as string, value))) return false;
  if (typeof value === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) return false;
  if (
    typeof value === 'number' &&
    ((typeof schema.minimum === 'number' && value < schema.minimum) || (typeof schema.maximum === 'number' && value > schema.maximum))
  )
    return false;
  if (Array.isArray(value) && isObject(schema.items)) return value.every((v) => fits(root, schema.items as Schema, v));
  if (isObject(value) && (schema.properties || schema.additionalProperties !== undefined || schema.required)) {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    if (((schema.required ?? []) as string[]).some((k) => !Object.hasOwn(value, k))) return false;
    return Object.entries(value).every(([k, v]) =>
      Object.hasOwn(props, k)
        ? fits(root, props[k]!, v)
        : isObject(schema.additionalProperties)
          ? fits(root, schema.additionalProperties, v)
          : schema.additionalProperties !== false,
    );
  }
  return true;
}

function typeFits(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return Number.isInteger(v);
    case 'null':
      return v === null;
    default:
      return typeof v === type;
  }
}

/** A nested value holding `leaf` at `path` and the slot's tags. */
export function documentWith(slot: Slot, leaf: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const set = (path: Path, value: unknown) => {
    let at: Record<string | number, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) at[key] = value;
      else at = (at[key] ??= typeof path[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
    });
  };
  for (const tag of slot.tags) set([...tag.at, tag.key], tag.value);
  set(slot.path, leaf);
  return root;
}
