// The one hash seeds are drawn from: ids, fake values, jitter. It must not depend on the platform.

/** FNV-1a: a small, stable string hash (seeds must not depend on the platform). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
