import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { ApiError } from '../lib/api-client';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing answer will not change on retry; a dropped connection might.
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.kind === 'network' || error.kind === 'server'),
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
