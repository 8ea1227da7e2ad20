// The namespaces only the site profile serves (the shop profile's are in shop-only.ts; both serve the rest).
import type { NamespaceCatalogue } from '../../model/catalogue.js';
import { sitetoolV1 } from './sitetool-v1.js';

export const SITE_ONLY: readonly NamespaceCatalogue[] = [sitetoolV1];
