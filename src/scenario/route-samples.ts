// A concrete path a route pattern matches, so checks can tell whether two patterns meet without requests.

const GROUP = /\(\?P<(\w+)>((?:\[[^\]]*\]|\\.|[^()])*)\)/g;
const SAMPLES = ['x-1', '1', 'x'];

/** A concrete path `pattern` matches: each `(?P<name>regex)` or `{name}` becomes a value that fits it. */
export function samplePath(pattern: string): string {
  return pattern
    .replace(/\{\w+\}/g, SAMPLES[0]!)
    .replace(GROUP, (_, _name: string, re: string) => {
      let test: RegExp;
      try {
        test = new RegExp(`^(?:${re})$`);
      } catch {
        return SAMPLES[0]!;
      }
      return SAMPLES.find((v) => test.test(v)) ?? SAMPLES[0]!;
    });
}
