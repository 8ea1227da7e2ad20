// Rows are kept in plain objects keyed by ids and names that clients choose (option names, session names...):
// `__proto__` among them must be stored as a row like any other, never set the object's prototype.

/** `rows[key] = value`, with `__proto__` kept as an own key. */
export function setOwn(rows: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(rows, key, { value, writable: true, enumerable: true, configurable: true });
  else rows[key] = value;
}
