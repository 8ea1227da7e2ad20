// The window of a sorted list a page needs (offset + per_page items), without sorting the whole list:
// a bounded heap keeps lists of thousands of posts cheap when only the first pages are read.

export type Compare<T> = (a: T, b: T) => number;

/** A max-heap (by `compare`) of at most `k` items: the k smallest seen so far. */
function boundedHeap<T>(items: readonly T[], compare: Compare<T>, k: number): T[] {
  const heap: T[] = [];
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && compare(heap[r]!, heap[top]!) > 0) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap;
}

/** The items at [skip, skip + take) of `items` sorted by `compare` (a total order). */
export function selectWindow<T>(items: readonly T[], compare: Compare<T>, skip: number, take: number): T[] {
  const k = skip + take;
  if (k <= 0 || skip >= items.length) return [];
  const chosen = k * 4 >= items.length ? [...items] : boundedHeap(items, compare, k);
  return chosen.sort(compare).slice(skip, k);
}
