// rest_url() for plain permalinks: every link the mock writes has the `index.php?rest_route=` form.

export function restUrl(origin: string, route: string, query = ''): string {
  return `${origin}/index.php?rest_route=${route}${query ? `&${query}` : ''}`;
}
