// PHP string behaviour the text filters depend on.

const TRIM = /^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g;

/** PHP's trim(): spaces, tabs, newlines, NUL and vertical tabs only (not NBSP, unlike String#trim). */
export const phpTrim = (s: string): string => s.replace(TRIM, '');
