import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import {
  PLEASE_LOGIN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNAUTHORIZED_ACCESS_MESSAGE,
} from '@voterroll/contract/policies';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

function openAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  // The layout's drawer asks the window's width (jsdom has no matchMedia).
  const mql = {
    matches: true,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  };
  vi.stubGlobal('matchMedia', () => mql);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Spec 3 sections 6 and 8: what a visitor with no login is told on the staff screens.
describe('a signed-out visitor to a staff screen', () => {
  it.each([
    ['/dashboard', UNAUTHORIZED_ACCESS_MESSAGE],
    ['/election-patriot-dashboard', UNAUTHORIZED_ACCESS_MESSAGE],
    ['/users', PLEASE_LOGIN_MESSAGE],
  ])('%s goes to /login saying %s', async (path, message) => {
    const router = openAt(path);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
  });
});
