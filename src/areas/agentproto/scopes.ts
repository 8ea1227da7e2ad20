// The one scope the server knows, `mcp`, as the plugin advertises it. A request may leave the scope out.
export const SCOPES_SUPPORTED = ['mcp'];
export const DEFAULT_SCOPE = 'mcp';

/** The scopes asked for, or the unknown ones as an error message. */
export function requestedScope(scope: string): { scope: string } | { unknown: string[] } {
  const asked = scope.split(' ').filter(Boolean);
  const unknown = asked.filter((s) => !SCOPES_SUPPORTED.includes(s));
  return unknown.length ? { unknown } : { scope: asked.length ? [...new Set(asked)].join(' ') : DEFAULT_SCOPE };
}

export const unknownScopeMessage = (unknown: string[]): string =>
  `Unknown scope ${unknown.map((s) => `"${s}"`).join(', ')}; this server grants only: ${SCOPES_SUPPORTED.join(', ')}.`;
