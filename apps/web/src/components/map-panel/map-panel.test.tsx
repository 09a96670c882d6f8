import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapPanel } from './map-panel';

function renderPanel(mapEmbedUrl: string | null, address = '1 MAIN ST, LANSING, MI 48910') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ map_embed_url: mapEmbedUrl }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MapPanel address={address} />
    </QueryClientProvider>,
  );
}

describe('MapPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a configured map, links to a public map of the address and says nothing of set-up', async () => {
    const { container } = renderPanel(null);
    const link = await screen.findByRole('link', { name: /View on a map: 1 MAIN ST, LANSING, MI 48910/ });
    expect(link.textContent).toContain('View on a map');
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=1%20MAIN%20ST%2C%20LANSING%2C%20MI%2048910',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(container.textContent).not.toMatch(/MAP_TILE_URL|not configured|set up/i);
  });

  it("maps a whole building at its street address, without the suggestion's note", async () => {
    renderPanel(null, '1 MAIN ST, LANSING, MI 48910 (whole building, 2 units)');
    const link = await screen.findByRole('link', { name: /on a map/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=1%20MAIN%20ST%2C%20LANSING%2C%20MI%2048910',
    );
  });

  it('embeds the configured map', async () => {
    renderPanel('https://maps.example/embed?q={address}&z={zoom}');
    await waitFor(() =>
      expect(screen.getByTitle('Satellite map of 1 MAIN ST, LANSING, MI 48910')).toBeTruthy(),
    );
  });
});
