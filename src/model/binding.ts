// A route bound to a generic behaviour (a kind): what the catalogue and a scenario's `bind` write.

export type KindName = 'collection' | 'singleton' | 'action' | 'job' | 'faker' | 'static';
export const KINDS: readonly KindName[] = ['collection', 'singleton', 'action', 'job', 'faker', 'static'];

/** A route bound to a generic behaviour kind; the options each kind reads are its own, each declared once with its kind (src/kinds/). */
export interface Binding {
  kind: KindName;
  /** The record set the kind keeps its records in (collection, singleton, action, job). */
  store?: string;
  [option: string]: unknown;
}
