// What a draft changes compared with the theme it will be published to: files added, changed, deleted.
import type { ThemeFile } from './theme-store.js';

export interface ThemeDiff {
  added: string[];
  changed: string[];
  deleted: string[];
}

export function themeDiff(from: readonly ThemeFile[], to: readonly ThemeFile[]): ThemeDiff {
  const before = new Map(from.map((f) => [f.path, f.content]));
  const after = new Map(to.map((f) => [f.path, f.content]));
  return {
    added: [...after.keys()].filter((p) => !before.has(p)),
    changed: [...after.keys()].filter((p) => before.has(p) && before.get(p) !== after.get(p)),
    deleted: [...before.keys()].filter((p) => !after.has(p)),
  };
}
