// Sizes as people read them, in the words WordPress's own limit messages use.

/** size_format() of WordPress: 1024-based units, whole numbers where exact (`64 MB`, `512 KB`, `1.5 MB`). */
export function humanBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))} ${unit}`;
  }
  return `${bytes} B`;
}
