// What the browser's twins of Node-only modules (src/platform/web/) throw: what needs Node, and what to do instead.
export class NeedsNode extends Error {
  constructor(
    readonly what: string,
    readonly instead: string,
  ) {
    super(`[mock-site] ${what} needs Node: ${instead}`);
  }
}
