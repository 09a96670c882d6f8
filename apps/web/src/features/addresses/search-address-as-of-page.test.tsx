import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { SearchAddressAsOfPage } from './search-address-as-of-page';

const HASH = 'a'.repeat(32);
const ADDRESS = '99 RIVER RD, LANSING, MI 48910';

function answer(url: string) {
  if (url.startsWith('/api/getzonebyaddress-2020'))
    return [{ county_name: 'INGHAM', jurisdiction_name: 'LANSING CITY', precinct: '1', zone_hash: 'z' }];
  if (url.startsWith('/api/address-2020/')) return { registrations: [] };
  if (url.startsWith('/api/site-config')) return { map_embed_url: null };
  return {};
}

function Url() {
  const l = useLocation();
  return <output data-testid="url">{l.search}</output>;
}

afterEach(() => vi.unstubAllGlobals());

it('keeps the address when the voter file changes and looks it up in the new file', async () => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(init?.body ? `${url} ${String(init.body)}` : url);
      return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const start = `/search-address-as-of?qvf_snapshot=2020-11-01&full_address_hash=${HASH}&address=${encodeURIComponent(ADDRESS)}`;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <SearchAddressAsOfPage />
        <Url />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() =>
    expect(calls.some((c) => c.includes(`qvf_snapshot=2020-11-01&full_address_hash=${HASH}`))).toBe(true),
  );

  fireEvent.change(screen.getByLabelText('Voter File As Of'), { target: { value: '2021-01-01' } });

  await waitFor(() =>
    expect(calls.some((c) => c.includes(`qvf_snapshot=2021-01-01&full_address_hash=${HASH}`))).toBe(true),
  );
  expect(calls.some((c) => c.includes('"qvf_snapshot":"2021-01-01"') && c.includes(HASH))).toBe(true);
  const search = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
  expect(search.get('qvf_snapshot')).toBe('2021-01-01');
  expect(search.get('full_address_hash')).toBe(HASH);
  expect((screen.getByPlaceholderText('Search for address ...') as HTMLInputElement).value).toBe(ADDRESS);
});
