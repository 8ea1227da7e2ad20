// Comparing secrets in time that does not depend on where they differ: node:crypto here, web/constant-time.ts in the
// browser. node:crypto loads on first use (a start that compares nothing never loads it: ~2 ms).
export const timingSafeEqual = (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView): boolean => process.getBuiltinModule('node:crypto').timingSafeEqual(a, b);
