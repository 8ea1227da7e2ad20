// The behaviour names the terms and taxonomies routes carry in the catalogue.
import type { Behaviour } from '../../dispatch/types.js';
import { createTerm } from './term-create.js';
import { deleteTerm, getTerm, permitTermDelete, permitTermGet, permitTermUpdate, updateTerm } from './term-item.js';
import { listTerms, permitTermList } from './term-list.js';
import { getTaxonomy, listTaxonomies, permitTaxonomies, permitTaxonomy } from './taxonomy-handlers.js';

export const termBehaviours: Readonly<Record<string, Behaviour>> = {
  'terms-list': { handle: listTerms, permit: permitTermList },
  'term-create': createTerm,
  'term-get': { handle: getTerm, permit: permitTermGet },
  'term-update': { handle: updateTerm, permit: permitTermUpdate },
  'term-delete': { handle: deleteTerm, permit: permitTermDelete },
  'taxonomies-list': { handle: listTaxonomies, permit: permitTaxonomies },
  'taxonomy-get': { handle: getTaxonomy, permit: permitTaxonomy },
};
