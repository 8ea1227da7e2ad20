// The floor plan of src/ (test/layering/floors.ts) read from the code's own imports: nothing imports upward or
// sideways, and no files import each other in a circle.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLOORS, floorOf } from './floors.js';
import { circles, importGraph, type ImportEdge } from './import-graph.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const edges = importGraph(SRC);

/**
 * Imports that cross the plan on purpose, each with its reason. Type-only: they vanish when compiled, so they order
 * no module loading; an upward runtime import is never listed here.
 */
const ALLOWED_UPWARD: readonly { from: string; to: string; why: string }[] = [];

/** Circles of type-only imports allowed to stay, each with its reason (files sorted, as circles() gives them). */
const ALLOWED_CIRCLES: readonly { files: readonly string[]; why: string }[] = [];

const arrow = (e: ImportEdge) => `src/${e.from} -> src/${e.to}${e.typeOnly ? ' (type only)' : ''}`;

describe('the floor plan of src/', () => {
  it('reads the imports of every source file', () => {
    expect(edges.length).toBeGreaterThan(1000);
    for (const e of edges) expect(existsSync(`${SRC}/${e.to}`), `${arrow(e)}: no such file`).toBe(true);
  });

  it('puts every folder and top-level file of src/ on a floor', () => {
    const folders = new Set(edges.flatMap((e) => [e.from, e.to]).map((p) => p.split('/')[0]!));
    const unplaced = [...folders].filter((f) => !FLOORS.some((floor) => floor.includes(f)));
    expect(unplaced, 'add them to FLOORS in test/layering/floors.ts, on the floor of what they import').toEqual([]);
  });

  it('has no folder importing from its own floor or one above', () => {
    const crossing = edges.filter((e) => {
      const from = floorOf(e.from);
      const to = floorOf(e.to);
      return from.folder !== to.folder && to.rank >= from.rank;
    });
    const unexplained = crossing.filter((e) => !ALLOWED_UPWARD.some((a) => a.from === e.from && a.to === e.to && e.typeOnly));
    expect(unexplained.map(arrow), 'move the imported code down to a floor below the importer, or the importer up').toEqual([]);
  });

  it('has no import circle between files', () => {
    const found = circles(edges).map((files) => files.join(' '));
    const allowed = ALLOWED_CIRCLES.map((c) => c.files.join(' '));
    expect(
      found.filter((c) => !allowed.includes(c)),
      'two or more files import each other: move what they share into a file both import',
    ).toEqual([]);
    expect(circles(edges.filter((e) => !e.typeOnly)), 'a circle of imports that run').toEqual([]);
  });

  it('names no file utils, helpers or misc', () => {
    const vague = [...new Set(edges.flatMap((e) => [e.from, e.to]))].filter((p) => /(^|\/)(utils?|helpers?|misc)\.ts$/.test(p));
    expect(vague, 'name a file for what it does').toEqual([]);
  });
});
