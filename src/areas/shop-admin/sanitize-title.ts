// sanitize_title_with_dashes(), for the slug arguments WooCommerce sanitizes so (categories, plugin slugs):
// lower case, tags and characters other than letters, digits, _ and - dropped, spaces and dashes run into one dash.
export const sanitizeTitleWithDashes = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
