import { vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch: each path (without its query) answers from `answers` (a body, or a function of
 * the full URL giving one); the place lists answer empty; any other call fails the test. Returns
 * the URLs called.
 */
export function serve(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const path = url.split('?')[0] ?? url;
      if (path in answers) {
        const a = answers[path];
        const body = typeof a === 'function' ? (a as (u: string) => unknown)(url) : a;
        return body instanceof Response ? body : json(200, body);
      }
      if (/^\/api\/(counties|jurisdictions|precincts)\b/.test(path)) return json(200, []);
      throw new Error(`unexpected call ${url}`);
    }),
  );
  // recharts' ResponsiveContainer watches its size; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return calls;
}

export const refusal = (status: number, message: string) => json(status, { message });

export const SNAPSHOTS = [
  { table_name: 'qvf_2025-10-01', snapshot: '2025-10-01' },
  { table_name: 'qvf_2025-09-01', snapshot: '2025-09-01' },
  { table_name: 'qvf_2025-08-01', snapshot: '2025-08-01' },
];
