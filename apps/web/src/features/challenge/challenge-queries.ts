import { useQuery } from '@tanstack/react-query';
import { type ChallengeBody, challengeResponse } from '@voterroll/contract/challenge-api';
import { triageChangeResponse } from '@voterroll/contract/flags-api';
import { apiGet, apiPost } from '../../lib/api-client';

/** The challenge's draft for a registration (GET /api/challenge/{voterId}), by a named challenger. */
export const useChallengeDraft = (
  key: readonly unknown[],
  voterId: string,
  named: string,
  enabled: boolean,
) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/challenge/${encodeURIComponent(voterId)}${named ? `?challenger_voter_id=${encodeURIComponent(named)}` : ''}`,
        challengeResponse,
        signal,
      ),
    enabled,
    retry: false,
  });

/** The form's answer: the attestation as ticked, which the server requires to be true. */
type ChallengeSubmission = Omit<ChallengeBody, 'attest'> & { attest: boolean };

/** Submits the challenge (POST /api/challenge): the flag moves to Challenged. */
export const submitChallenge = (body: ChallengeSubmission) =>
  apiPost('/api/challenge', body, triageChangeResponse);
