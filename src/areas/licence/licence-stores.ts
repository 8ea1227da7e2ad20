// The stores of the licence (a scenario may seed both under data.records).
/** The site's licence (the `mwai_license` option): a mapping, as a singleton's value. */
export const LICENCE = 'licence.assistant';
/**
 * The licence server's keys: `{ key (or its SHA-256 as key_hash), status: valid | expired | disabled |
 * no_activations_left | item_name_mismatch, expires: 'lifetime' or 'Y-m-d H:i:s' }`.
 */
export const LICENCE_KEYS = 'licence.keys';

export const LICENCE_STORES: readonly string[] = [LICENCE, LICENCE_KEYS];
