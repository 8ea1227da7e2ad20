// A client for the HTTPS tests: node:https trusting the certificate given as its CA (no global override, no
// rejectUnauthorized: false), one fresh connection per request so nothing is left open.
import { request } from 'node:https';

export interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json(): unknown;
}

export function httpsRequest(
  url: string,
  ca: string | Buffer,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, ca, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
