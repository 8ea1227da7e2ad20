// The behaviours of the catalogue's areas in groups, each given by a function. Here they are ordinary imports; the
// command line's bundle builds on-demand.cli.ts in this file's place (scripts/build-cli.mjs), which loads a group on
// its first call: the built-in catalogue's endpoints ask for their behaviour when first called (dispatch/compile.ts),
// so a start, and its first answer (the index), loads none of them, and a site never loads the shop's.
import type { Behaviour } from '../dispatch/types.js';
import { SHOP_BEHAVIOURS } from './shop-behaviours.js';
import { SITETOOL_BEHAVIOURS } from './sitetool-behaviours.js';
import { WP_BEHAVIOURS } from './wp-behaviours.js';

export const wpBehaviours = (): Readonly<Record<string, Behaviour>> => WP_BEHAVIOURS;
export const sitetoolBehaviours = (): Readonly<Record<string, Behaviour>> => SITETOOL_BEHAVIOURS;
export const shopBehaviours = (): Readonly<Record<string, Behaviour>> => SHOP_BEHAVIOURS;
