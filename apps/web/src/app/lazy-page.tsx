import { type ComponentType, lazy } from 'react';

const RELOADED = 'reloaded-for-chunk';

/**
 * A page loaded on first visit (route-level code splitting keeps the first page's JavaScript
 * small): `lazyPage(() => import('./x-page'), 'XPage')`. When the site was redeployed while the tab
 * was open, the old chunk names are gone: one reload fetches the new build instead of failing.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => {
    try {
      const page = (await load())[name] as ComponentType;
      sessionStorage.removeItem(RELOADED);
      return { default: page };
    } catch (e) {
      if (!sessionStorage.getItem(RELOADED)) {
        sessionStorage.setItem(RELOADED, '1');
        window.location.reload();
        // The reload replaces the page; until then, nothing to show.
        return { default: () => null };
      }
      throw e;
    }
  });
}
