// The deep subset test behind `match.query` and `match.body`: what a rule states must be there; the
// request may carry more. Compiled once per rule, so a request pays for comparisons only.

export type SubsetTest = (actual: unknown) => boolean;

/**
 * Objects match key by key (extra keys allowed), arrays when each expected item matches some actual item,
 * scalars when equal or equal as text (`5` matches `"5"`: query and form values arrive as text).
 */
export function compileSubset(expected: unknown): SubsetTest {
  if (expected === null || typeof expected !== 'object') return scalarTest(expected);
  if (Array.isArray(expected)) {
    const items = expected.map(compileSubset);
    return (actual) => Array.isArray(actual) && items.every((test) => actual.some(test));
  }
  const entries = Object.entries(expected).map(([key, value]) => [key, compileSubset(value)] as const);
  return (actual) => {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    for (const [key, test] of entries) {
      // Own fields only: `toString` or `constructor` inherited from Object.prototype is not something the client sent.
      if (!Object.hasOwn(actual, key) || !test((actual as Record<string, unknown>)[key])) return false;
    }
    return true;
  };
}

function scalarTest(expected: unknown): SubsetTest {
  if (expected === null) return (actual) => actual === null;
  const text = String(expected);
  return (actual) => actual === expected || (actual !== null && actual !== undefined && typeof actual !== 'object' && String(actual) === text);
}
