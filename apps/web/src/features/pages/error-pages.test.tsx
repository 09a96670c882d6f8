import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { errorOfResponse } from '../../lib/api-client';
import { useApiErrorRedirect } from '../../lib/use-api-error-redirect';
import { ServerErrorPage } from './error-pages';

const REQUEST_ID = '6f1c2a9e-8d7b-4c3e-9a51-2f0e4b7d8c16';

/** A page whose load failed with `response`: it hands the error to the app's redirect. */
function FailedPage({ response }: { response: Response }) {
  const redirect = useApiErrorRedirect();
  useEffect(() => {
    void errorOfResponse(response).then(redirect);
  }, [response, redirect]);
  return <p>Loading</p>;
}

const renderAt = (path: string, failed?: Response) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/error" element={<ServerErrorPage />} />
        {failed && <Route path="/scorecard" element={<FailedPage response={failed} />} />}
      </Routes>
    </MemoryRouter>,
  );

it("a server's 500 sends the visitor to the 500 page, which shows the request id to quote", async () => {
  // The answer apps/server/src/http/error-handler.ts gives an unexpected failure.
  const answer = new Response(JSON.stringify({ message: 'Internal Server Error', request_id: REQUEST_ID }), {
    status: 500,
    headers: { 'content-type': 'application/json', 'x-request-id': REQUEST_ID },
  });
  renderAt('/scorecard', answer);
  expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
  expect(
    screen.getByText('There was an error processing your request. Please try again later.'),
  ).toBeTruthy();
  expect(screen.getByTestId('request-id').textContent).toBe(REQUEST_ID);
  expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact-us');
  expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
});

it('takes the request id from the x-request-id header when the body has none (a proxy answered)', async () => {
  const answer = new Response('<html>Bad Gateway</html>', {
    status: 502,
    headers: { 'x-request-id': REQUEST_ID },
  });
  const error = await errorOfResponse(answer);
  expect([error.kind, error.requestId]).toEqual(['server', REQUEST_ID]);
  // A 4xx carries the server's message and no id.
  const refused = await errorOfResponse(
    new Response(JSON.stringify({ message: 'County is not known' }), { status: 400 }),
  );
  expect([refused.kind, refused.message, refused.requestId]).toEqual([
    'bad-request',
    'County is not known',
    undefined,
  ]);
});

it("shows spec 3 section 8's error-msg and request-id from the address, and no id when there is none", () => {
  const msg = encodeURIComponent('Server error occurred. Please retry.');
  const { unmount } = renderAt(`/error?error-msg=${msg}&request-id=${REQUEST_ID}`);
  expect(screen.getByText('Server error occurred. Please retry.')).toBeTruthy();
  expect(screen.getByTestId('request-id').textContent).toBe(REQUEST_ID);
  unmount();
  renderAt('/error');
  expect(screen.getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
  expect(screen.queryByTestId('request-id')).toBeNull();
});

it('shows only the app’s own messages from the address: any other text reads as the generic error', () => {
  const forged = 'Your account is suspended. Call 313-555-0100 to restore it.';
  renderAt(`/error?error-msg=${encodeURIComponent(forged)}`);
  expect(screen.queryByText(forged)).toBeNull();
  expect(screen.getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
});
