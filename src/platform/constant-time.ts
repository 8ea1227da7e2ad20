// Comparing secrets in time that does not depend on where they differ: node:crypto here, web/constant-time.ts in the
// browser.
export { timingSafeEqual } from 'node:crypto';
