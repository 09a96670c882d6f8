import { useQuery } from '@tanstack/react-query';
import { registrationResponse } from '@voterroll/contract/registration-api';
import { apiGet, segment } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';

/**
 * A registration with its findings' evidence (GET /api/registration/{voterId}), as the registration
 * page and the dialogs whose list rows carry no evidence read it; kept per user, since the server
 * answers only inside the user's area.
 */
export function useRegistration(voterId: number | string | null, enabled = true) {
  const user = useStoredUser();
  return useQuery({
    queryKey: ['registration', String(voterId), user?.username ?? null],
    queryFn: ({ signal }) =>
      apiGet(`/api/registration/${segment(String(voterId))}`, registrationResponse, signal),
    enabled: voterId !== null && enabled,
    retry: false,
  });
}
