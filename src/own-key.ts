// Plain objects keyed by names clients choose (query and form names, option and session names, ids): `__proto__`
// among them must be kept as a key like any other, never set the object's prototype (PHP has no prototypes).

/** `target[key] = value`, with `__proto__` kept as an own key. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}
