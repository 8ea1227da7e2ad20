// Hot reload watches folders, not files. A save by rename (vim, JetBrains' safe write, formatters, `git checkout`,
// `sed -i`) puts a new file, with a new inode, where the old one was. A watch on the file stays on the old inode:
// chokidar moved its watch when the inode number changed, but the file system soon gives the freed number to a new
// file, so after two quick saves it kept watching a deleted file and heard nothing again. A folder's watch sees every
// name in it come, change and go, however the file behind the name was replaced.
import { watch, realpathSync, type FSWatcher } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface FolderWatch {
  /**
   * Watches these folders (and no other) and calls `changed` when something happens to a path `wanted` accepts
   * (absolute: the folder joined with the name).
   */
  set(folders: Iterable<string>, wanted: (path: string) => boolean): void;
  close(): void;
}

export function watchFolders(changed: () => void): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  let wanted: (path: string) => boolean = () => false;

  const open = (folder: string) => {
    try {
      const watcher = watch(folder, (_event, name) => {
        // Some platforms leave the name out: then any name may be one that matters.
        if (name === null || wanted(join(folder, name))) changed();
      });
      // A folder removed or no longer readable: the next set() tries again.
      watcher.on('error', () => {
        watcher.close();
        if (watchers.get(folder) === watcher) watchers.delete(folder);
      });
      watchers.set(folder, watcher);
    } catch {
      // A folder that is not there has no file to watch.
    }
  };

  return {
    set(folders, accept) {
      wanted = accept;
      const next = new Set([...folders].map((f) => resolve(f)));
      for (const [folder, watcher] of watchers) {
        if (!next.has(folder)) {
          watcher.close();
          watchers.delete(folder);
        }
      }
      for (const folder of next) if (!watchers.has(folder)) open(folder);
    },
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/**
 * The files as absolute paths, and for a link, the file it leads to as well: an editor saving the file a link
 * leads to changes nothing in the link's folder.
 */
export function withLinkTargets(files: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const file of files) {
    const path = resolve(file);
    all.add(path);
    try {
      all.add(realpathSync(path));
    } catch {
      // Not there (yet): only its own name is watched.
    }
  }
  return all;
}

/** The folders holding these files. */
export const foldersOf = (files: Iterable<string>): Set<string> => new Set([...files].map((f) => dirname(f)));
