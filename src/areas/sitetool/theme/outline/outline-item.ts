// One entry of file/outline, and how entries found by several scans are put in file order.

export type OutlineType = 'class' | 'function' | 'method' | 'hook' | 'template_part' | 'template_tag' | 'landmark' | 'selector' | 'at_rule' | 'comment_section';

export interface OutlineItem {
  line: number;
  type: OutlineType;
  name: string;
  /** What it is more precisely: the hook function, the class of a method, a landmark's #id... */
  detail?: string;
  /** Hooks: the callback, when it is named. */
  callback?: string;
}

/** An entry found at a source offset (the scans record offsets; lines are worked out once at the end). */
export interface Found extends Omit<OutlineItem, 'line'> {
  at: number;
}

/** Walks `code` keeping a stack of open braces; `onOpen` names what each `{` opens. */
export function braceWalk(
  code: string,
  events: readonly { at: number; visit: (stack: readonly string[]) => void }[],
  onOpen: (stack: readonly string[], at: number) => string,
): void {
  const stack: string[] = [];
  const sorted = [...events].sort((a, b) => a.at - b.at);
  let next = 0;
  for (let i = 0; i <= code.length; i++) {
    while (next < sorted.length && sorted[next]!.at <= i) sorted[next++]!.visit(stack);
    const c = code[i];
    if (c === '{') stack.push(onOpen(stack, i));
    else if (c === '}') stack.pop();
  }
}
