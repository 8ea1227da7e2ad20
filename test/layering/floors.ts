// The floor plan of src/, bottom to top: a folder (or a top-level file) imports only from floors below its own.
// Folders on one floor stand side by side and do not import each other.
export const FLOORS: readonly (readonly string[])[] = [
  ['platform'],
  ['version.ts', 'own-key.ts', 'load-on-demand.ts', 'package-files.ts'],
  ['files'],
  ['model'],
  ['catalogue'],
  ['wp'],
  ['store'],
  ['dispatch', 'cassette'],
  ['template'],
  ['kinds', 'replay', 'record'],
  ['areas'],
  ['scenario'],
  ['rules'],
  ['site.ts', 'http'],
  ['admin', 'inspector'],
  ['mock-engine.ts'],
  ['app.ts', 'fetch'],
  ['mock-session.ts', 'msw'],
  ['start.ts'],
  ['convert', 'drift', 'generate', 'learn', 'openapi'],
  ['cli', 'index.ts'],
];

export interface Floor {
  /** The folder (or top-level file) a path belongs to. */
  folder: string;
  rank: number;
}

export function floorOf(path: string): Floor {
  const folder = path.split('/')[0]!;
  const rank = FLOORS.findIndex((floor) => floor.includes(folder));
  if (rank < 0) throw new Error(`src/${folder} stands on no floor: add it to FLOORS in test/layering/floors.ts`);
  return { folder, rank };
}
