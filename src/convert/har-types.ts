// HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/): the fields mock-site writes and reads.
// Custom fields start with `_`, as the format allows.

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarPostData {
  mimeType: string;
  text?: string;
  params?: { name: string; value?: string; fileName?: string; contentType?: string }[];
  /** mock-site's own: `base64` when `text` holds bytes that are not UTF-8 (HAR 1.2 has no place for them). */
  _encoding?: string;
}

export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  queryString: HarNameValue[];
  postData?: HarPostData;
  headersSize: number;
  bodySize: number;
}

export interface HarContent {
  size: number;
  mimeType: string;
  text?: string;
  encoding?: string;
}

export interface HarResponse {
  status: number;
  statusText: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  content: HarContent;
  redirectURL: string;
  headersSize: number;
  bodySize: number;
}

export interface HarEntry {
  pageref?: string;
  startedDateTime: string;
  time: number;
  request: HarRequest;
  response: HarResponse;
  cache: Record<string, unknown>;
  timings: { blocked?: number; dns?: number; connect?: number; send: number; wait: number; receive: number; ssl?: number };
  _resourceType?: string;
}

export interface HarPage {
  startedDateTime: string;
  id: string;
  title: string;
  pageTimings: { onContentLoad?: number; onLoad?: number };
}

export interface Har {
  log: {
    version: string;
    creator: { name: string; version: string };
    browser?: { name: string; version: string };
    pages?: HarPage[];
    entries: HarEntry[];
  };
}
