// sanitize_title(): how WordPress turns a title into a slug ("Hello world!" → "hello-world").

export function sanitizeTitle(title: string): string {
  return title
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/&.+?;/g, '')
    .replace(/[\s.]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
