import { type ComponentType, lazy } from 'react';

/**
 * A page loaded on first visit (route-level code splitting keeps the first page's JavaScript
 * small): `lazyPage(() => import('./x-page'), 'XPage')`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
