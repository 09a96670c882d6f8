import { useQuery } from '@tanstack/react-query';
import { registrationChangesResponse } from '@voterroll/contract/changes-api';
import { registrationResponse } from '@voterroll/contract/registration-api';
import {
  electionDatesResponse,
  nov2024AppResponse,
  nov2024BallotResponse,
  nov2024VoteResponse,
  voterHistoryBySnapshotResponse,
} from '@voterroll/contract/voters-api';
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

/** The Nov 2024 ballot tracker's three answers (vote, application, ballot) for one voter. */
export function useNov2024Tracker(voterId: string, enabled: boolean) {
  const path = (kind: string) => `/api/nov-2024-${kind}/${segment(voterId)}`;
  const vote = useQuery({
    queryKey: ['nov-2024-vote', voterId],
    queryFn: ({ signal }) => apiGet(path('vote'), nov2024VoteResponse, signal),
    enabled,
  });
  const app = useQuery({
    queryKey: ['nov-2024-app', voterId],
    queryFn: ({ signal }) => apiGet(path('app'), nov2024AppResponse, signal),
    enabled,
  });
  const ballot = useQuery({
    queryKey: ['nov-2024-ballot', voterId],
    queryFn: ({ signal }) => apiGet(path('ballot'), nov2024BallotResponse, signal),
    enabled,
  });
  return { vote, app, ballot };
}

/** A voter's voting history as each monthly file recorded it. */
export const useVoterHistoryBySnapshot = (voterId: string) =>
  useQuery({
    queryKey: ['voter-history-by-snapshot', voterId],
    queryFn: ({ signal }) =>
      apiGet(`/api/voter-history-by-snapshot/${segment(voterId)}`, voterHistoryBySnapshotResponse, signal),
  });

/** The elections the loaded files know, for the voting-history matrix. */
export const useElectionDates = () =>
  useQuery({
    queryKey: ['election-dates'],
    queryFn: ({ signal }) => apiGet('/api/election-dates', electionDatesResponse, signal),
    staleTime: 10 * 60_000,
  });

/** A registration's changes between monthly files, kept per user (the server answers by area). */
export function useRegistrationChanges(voterId: string, enabled: boolean) {
  const user = useStoredUser();
  const url = `/api/registration-changes/${segment(voterId)}`;
  return useQuery({
    queryKey: ['registration-changes-of', url, user?.username],
    queryFn: ({ signal }) => apiGet(url, registrationChangesResponse, signal),
    enabled,
    retry: false,
  });
}
