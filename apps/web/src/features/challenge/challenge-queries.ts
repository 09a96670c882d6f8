import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type ChallengeBody,
  challengePdfName,
  challengeResponse,
  challengeSubmitResponse,
} from '@voterroll/contract/challenge-api';
import { apiFile, apiGet, apiPost } from '../../lib/api-client';

/** The challenge's draft for a registration (GET /api/challenge/{voterId}): the account's linked challenger. */
export const useChallengeDraft = (key: readonly unknown[], voterId: string, enabled: boolean) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet(`/api/challenge/${encodeURIComponent(voterId)}`, challengeResponse, signal),
    enabled,
    retry: false,
  });

/** The form's answer: the attestation as ticked, which the server requires to be true. */
type ChallengeSubmission = Omit<ChallengeBody, 'attest'> & { attest: boolean };

/** Submits the challenge (POST /api/challenge): the flag moves to Challenged. */
export const submitChallenge = (body: ChallengeSubmission) =>
  apiPost('/api/challenge', body, challengeSubmitResponse);

/** The key of the challenger's packets and counts (GET /api/my-challenges, read by the patriot's home). */
const MY_CHALLENGES_KEY = ['my-challenges'] as const;

/**
 * After a submission, what it changed: the packet, the challenger's packets and counts, the
 * patriot's flagged list and the clerk's counts (their homes show them without a reload).
 */
export const invalidateAfterSubmit = (client: QueryClient) =>
  Promise.all(
    [['challenge'], MY_CHALLENGES_KEY, ['patriot'], ['clerk']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );

/**
 * The packet's PDF, made by the server (GET /api/challenge/{voterId}/packet.pdf, with the token):
 * saved under its reference, the reasons typed so far printed in a draft.
 */
export async function downloadPacketPdf(voterId: string, reasons: string, reference: string | null) {
  const query = new URLSearchParams({
    ...(reasons.trim() ? { reasons: reasons.trim() } : {}),
  }).toString();
  const blob = await apiFile(
    `/api/challenge/${encodeURIComponent(voterId)}/packet.pdf${query ? `?${query}` : ''}`,
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = challengePdfName(reference, Number(voterId));
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
