import { useQuery } from '@tanstack/react-query';
import { siteConfigResponse } from '@voterroll/contract/site-api';
import { apiGet } from '../../lib/api-client';

/** The server's settings the pages read (the map embed's URL), asked once. */
export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiGet('/api/site-config', siteConfigResponse, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
