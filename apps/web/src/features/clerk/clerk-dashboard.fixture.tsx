import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { storeUser } from '../../lib/stored-user';
import { ClerkDashboard } from './clerk-dashboard';

/** The URL's query (test id "where") and a Back button, beside the dashboard. */
function Where() {
  const l = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{l.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The clerk's dashboard at `url`, signed in as a clerk of `area` (the fetch stubbed by the test). */
export function renderClerkDashboard(url: string, area: { county?: string; jurisdiction?: string } = {}) {
  storeUser({ username: 'c', accessToken: 't', roles: ['ROLE_CLERK'], first_name: 'C', ...area });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ClerkDashboard />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
