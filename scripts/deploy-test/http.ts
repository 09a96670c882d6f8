import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** One answer, whole: what the deploy checks read. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's own address (a loopback address other than 127.0.0.1, to tell it apart). */
  localAddress?: string;
}

/** A request to the proxy (https, trusting only the test's certificate) or straight to a server. */
export function call(url: string, ca: string | undefined, c: Call = {}): Promise<Answer> {
  const body = c.body === undefined ? undefined : JSON.stringify(c.body);
  const headers: Record<string, string> = { ...c.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const options = {
    method: c.method ?? 'GET',
    headers,
    localAddress: c.localAddress,
    ca,
    agent: false as const,
  };
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

export const header = (a: Answer, name: string): string => {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
};
