// Wildcard matching without backtracking, shared by file/list's globs, `wp option list --search` (SQL LIKE)
// and oEmbed provider URLs. A pattern is a list of pieces compiled into a small automaton (a state per
// character, two or four per wildcard, one per alternative); a text is matched by carrying the set of live
// states forward one character at a time, so a test costs at most (text length × states) steps whatever
// the pattern: forty `*` or nested alternatives cannot blow up as a backtracking regular expression does.

export type Piece =
  /** These characters, exactly. */
  | { type: 'text'; text: string }
  /** One character; `/` only when `slash` (a glob's `?` stays inside one directory). */
  | { type: 'one'; slash: boolean }
  /** Any run of characters, empty too; `/` only when `slash`. */
  | { type: 'many'; slash: boolean }
  /** Zero or more whole directories, each `name/` (a glob's `**` followed by `/`). */
  | { type: 'dirs' }
  /** One of these piece lists. */
  | { type: 'either'; options: Piece[][] };

export interface Wildcard {
  /** Whether the whole of `text` matches. */
  test(text: string): boolean;
}

const SLASH = 0x2f;
// What a state does: consume one given character, consume one character (any / any but `/`), branch without
// consuming, or accept.
const CHAR = 0;
const ANY = 1;
const NOT_SLASH = 2;
const SPLIT = 3;
const MATCH = 4;

class Automaton {
  readonly op: number[] = [];
  /** The character a CHAR state consumes. */
  readonly code: number[] = [];
  readonly out: number[] = [];
  /** A SPLIT state's second branch. */
  readonly alt: number[] = [];

  add(op: number, out: number, code = -1, alt = -1): number {
    this.op.push(op);
    this.code.push(code);
    this.out.push(out);
    this.alt.push(alt);
    return this.op.length - 1;
  }

  /** The start state of `pieces`, built back to front so each piece knows the state that follows it. */
  build(pieces: readonly Piece[], next: number): number {
    for (let i = pieces.length - 1; i >= 0; i--) next = this.piece(pieces[i]!, next);
    return next;
  }

  private piece(p: Piece, next: number): number {
    switch (p.type) {
      case 'text': {
        const codes = Array.from(p.text, (c) => c.codePointAt(0)!);
        for (let i = codes.length - 1; i >= 0; i--) next = this.add(CHAR, next, codes[i]);
        return next;
      }
      case 'one':
        return this.add(p.slash ? ANY : NOT_SLASH, next);
      case 'many': {
        const loop = this.add(SPLIT, -1, -1, next);
        this.out[loop] = this.add(p.slash ? ANY : NOT_SLASH, loop);
        return loop;
      }
      case 'dirs': {
        // loop → (a name character, then more of them or the `/` that closes the directory → loop) | next
        const loop = this.add(SPLIT, -1, -1, next);
        const close = this.add(CHAR, loop, SLASH);
        const more = this.add(SPLIT, -1, -1, close);
        const name = this.add(NOT_SLASH, more);
        this.out[more] = name;
        this.out[loop] = name;
        return loop;
      }
      case 'either': {
        const starts = p.options.map((o) => this.build(o, next));
        let start = starts.pop() ?? next;
        while (starts.length) start = this.add(SPLIT, starts.pop()!, -1, start);
        return start;
      }
    }
  }
}

/** `pieces` as a matcher; `fold`, when given, is applied to every tested text (the pieces are expected folded already). */
export function compileWildcard(pieces: readonly Piece[], fold?: (text: string) => string): Wildcard {
  const nfa = new Automaton();
  const start = nfa.build(pieces, nfa.add(MATCH, -1));
  const n = nfa.op.length;
  const op = Int8Array.from(nfa.op);
  const code = Int32Array.from(nfa.code);
  const out = Int32Array.from(nfa.out);
  const alt = Int32Array.from(nfa.alt);
  // The live states before and after a character (each state at most once per step: `seen` holds the step).
  let live = new Int32Array(n);
  let next = new Int32Array(n);
  const seen = new Uint32Array(n);
  // A state is pushed once from the start and at most once per branch leading to it.
  const stack = new Int32Array(2 * n + 1);
  let step = 0;

  /** Adds `state` and every state reachable from it without consuming to `list`; the new length of `list`. */
  const enter = (state: number, list: Int32Array, length: number): number => {
    let top = 0;
    stack[top++] = state;
    while (top) {
      const s = stack[--top]!;
      if (seen[s] === step) continue;
      seen[s] = step;
      if (op[s] === SPLIT) {
        stack[top++] = alt[s]!;
        stack[top++] = out[s]!;
      } else {
        list[length++] = s;
      }
    }
    return length;
  };
  const newStep = () => {
    if (++step === 0xffffffff) {
      seen.fill(0);
      step = 1;
    }
  };

  return {
    test(raw) {
      const text = fold ? fold(raw) : raw;
      newStep();
      let count = enter(start, live, 0);
      for (let i = 0; i < text.length; i++) {
        let c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
          const low = text.charCodeAt(i + 1);
          if (low >= 0xdc00 && low <= 0xdfff) {
            c = (c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
            i++;
          }
        }
        newStep();
        let nextCount = 0;
        for (let j = 0; j < count; j++) {
          const s = live[j]!;
          const k = op[s];
          if (k === ANY || (k === NOT_SLASH && c !== SLASH) || (k === CHAR && code[s] === c)) nextCount = enter(out[s]!, next, nextCount);
        }
        if (!nextCount) return false;
        const was = live;
        live = next;
        next = was;
        count = nextCount;
      }
      for (let j = 0; j < count; j++) if (op[live[j]!] === MATCH) return true;
      return false;
    },
  };
}
