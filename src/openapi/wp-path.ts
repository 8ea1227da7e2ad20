// WordPress route patterns (`/cms/v2/posts/(?P<id>[\d]+)`) as OpenAPI paths (`/cms/v2/posts/{id}`).

export interface PathCapture {
  name: string;
  /** The capture's regex, as written in the pattern (`[\d]+`). */
  regex: string;
}

export interface OpenApiPath {
  path: string;
  captures: PathCapture[];
}

const CAPTURE = /\(\?P<([A-Za-z_][A-Za-z0-9_]*)>((?:[^()\\]|\\.|\([^()]*\))*)\)/g;

export function toOpenApiPath(pattern: string): OpenApiPath {
  const captures: PathCapture[] = [];
  const path = pattern.replace(CAPTURE, (_all, name: string, regex: string) => {
    captures.push({ name, regex });
    return `{${name}}`;
  });
  return { path, captures };
}
