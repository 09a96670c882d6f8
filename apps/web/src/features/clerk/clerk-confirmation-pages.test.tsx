import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clerkRowOf } from '../../test-support/clerk-row';
import { clickHeader } from '../../test-support/column-cells';
import { renderClerkDashboard } from './clerk-dashboard.fixture';

/**
 * Confirmation pages by its links (keyset, issue 39): Next opens the page its link names, with the
 * link's cursor; the page and cursor are in the URL (cf_pg, cf_after), so Back returns to the page
 * before; a new order starts again at page 1 without the cursor.
 */

const TOTAL = 400;
const rowAt = (n: number) =>
  clerkRowOf({
    row_number: n,
    voter_identification_number: 5000 + n,
    system_review_codes: 'NCOA_STATE',
    full_name: `VOTER${n}, JANE`,
  });
const cursorOf = (page: number) => `c${page}`;

/** The server's answer for a page: its 30 rows and the links of pages 1, page +-2 and the last. */
function pageAnswer(page: number) {
  const last = Math.ceil(TOTAL / 30);
  const pages = new Set([1, last, page - 2, page - 1, page + 1, page + 2]);
  return {
    rows: Array.from({ length: 30 }, (_, i) => rowAt((page - 1) * 30 + i + 1)),
    total: TOTAL,
    page,
    page_size: 30,
    links: [...pages]
      .filter((p) => p >= 1 && p <= last && p !== page)
      .sort((a, b) => a - b)
      .map((p) => ({ page: p, cursor: p === 1 ? null : cursorOf(p) })),
    snapshot_date: '2025-10-01',
  };
}

function renderAt(url: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const u = new URL(String(input), 'http://x');
      if (u.pathname !== '/api/due-for-confirmation') throw new Error(`unexpected call ${u}`);
      asked.push(`${u.pathname}${u.search}`);
      const after = u.searchParams.get('after');
      const page = after ? Number(after.slice(1)) : Number(u.searchParams.get('page') ?? '1');
      return new Response(JSON.stringify(pageAnswer(page)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  renderClerkDashboard(url);
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Confirmation pages by its links', () => {
  it('opens Next from its link, keeps the page and cursor in the URL, and Back returns', async () => {
    const asked = renderAt('/dashboard?clerk_tab=confirmation&cf_pg=10&cf_after=c10');
    // Opened from the URL: the page its cursor names.
    expect(await screen.findByRole('link', { name: 'JANE VOTER271' })).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/due-for-confirmation?page=10&after=c10');
    // The pager offers only the linked pages: 1, 8-12 and the last (14).
    expect(screen.queryByRole('button', { name: 'Page 5' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'JANE VOTER301' })).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/due-for-confirmation?page=11&after=c11');
    expect(screen.getByTestId('where').textContent).toContain('cf_pg=11&cf_after=c11');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'JANE VOTER391' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'JANE VOTER301' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toContain('cf_pg=11&cf_after=c11');
  });

  it('starts a new order again at page 1, without the cursor', async () => {
    const asked = renderAt('/dashboard?clerk_tab=confirmation&cf_pg=11&cf_after=c11');
    expect(await screen.findByRole('link', { name: 'JANE VOTER301' })).toBeTruthy();
    clickHeader('Full Name');
    await vi.waitFor(() =>
      expect(asked.at(-1)).toBe('/api/due-for-confirmation?sort=full_name&dir=asc&page=1'),
    );
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).not.toContain('cf_after'));
  });
});
