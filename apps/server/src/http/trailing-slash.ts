import type { FastifyInstance } from 'fastify';

/**
 * Most routes are registered with and without a trailing slash (the spec writes some paths with
 * one); a few only with it. Every route then answers both forms: a request without the slash for a
 * route registered only with it is rewritten to it before routing. The API document names the
 * form without the slash (openapi.ts).
 */
export function trailingSlashTwins(): {
  rewrite: (method: string | undefined, url: string | undefined) => string;
  watch: (app: FastifyInstance) => void;
} {
  /** Routes registered only with the slash, by "METHOD /url/". */
  const slashOnly = new Map<string, { method: string; pattern: RegExp }>();
  const registered = new Set<string>();
  return {
    rewrite(method = 'GET', url = '/') {
      if (slashOnly.size === 0 || !url.startsWith('/api/')) return url;
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      if (path.endsWith('/')) return url;
      const twin = `${path}/`;
      const asked = method === 'HEAD' ? 'GET' : method;
      for (const r of slashOnly.values())
        if (r.method === asked && r.pattern.test(twin)) return twin + (q < 0 ? '' : url.slice(q));
      return url;
    },
    watch(app) {
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/')) return;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          registered.add(`${method} ${route.url}`);
          if (!route.url.endsWith('/')) {
            slashOnly.delete(`${method} ${route.url}/`);
            continue;
          }
          if (registered.has(`${method} ${route.url.slice(0, -1)}`)) continue;
          const source = route.url
            .split('/')
            .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
            .join('/');
          slashOnly.set(`${method} ${route.url}`, { method, pattern: new RegExp(`^${source}$`) });
        }
      });
    },
  };
}
