import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FlagRegistrationExtBody,
  type FlagRegistrationIntBody,
  flaggedCommentsResponse,
  flagRegistrationResponse,
  type ReviewOutcomeBody,
  triageChangeResponse,
  type UpdateTriageStatusBody,
} from '@voterroll/contract/flags-api';
import { type findingReviewBody, findingReviewResponse } from '@voterroll/contract/review-api';
import type { z } from 'zod';
import { apiGet, apiPost, segment } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';

/**
 * A registration's flag and its history (GET /api/flagged-registration-comments), as the research
 * notes dialogs and the registration details' Volunteer Activity read it: always fresh, and
 * `reload` after any change or refusal. The answer depends on who asks (the server refuses a
 * registration outside the user's area), so it is kept per user: a user who signs in after another
 * never sees the other's answer while theirs loads.
 */
export function useFlagComments(voterId: number | string | null, enabled = true) {
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const queryKey = ['flagged-registration-comments', String(voterId), user?.username ?? null];
  const comments = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/flagged-registration-comments/${segment(String(voterId))}`,
        flaggedCommentsResponse,
        signal,
      ),
    enabled: voterId !== null && enabled,
    staleTime: 0,
    retry: false,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  return { comments, flag: comments.data?.['flagged-registration'] ?? null, reload };
}

/** Flags registrations as a signed-in user (POST /api/flag-registration-int). */
export const flagRegistrations = (body: FlagRegistrationIntBody) =>
  apiPost('/api/flag-registration-int', body, flagRegistrationResponse);

/** Flags registrations for a visitor whose phone was verified (POST /api/flag-registration-ext). */
export const flagRegistrationsAnonymously = (body: FlagRegistrationExtBody) =>
  apiPost('/api/flag-registration-ext', body, flagRegistrationResponse);

/** Moves a flag to another triage status with the notes (POST /api/update-triage-status). */
export const updateTriageStatus = (body: UpdateTriageStatusBody) =>
  apiPost('/api/update-triage-status', body, triageChangeResponse);

/** Records a review outcome on a registration (POST /api/review-outcome). */
export const recordReviewOutcome = (body: ReviewOutcomeBody) =>
  apiPost('/api/review-outcome', body, triageChangeResponse);

/** A finding's verdict; its rule as the registration's answer names it (the server checks it). */
type FindingVerdict = Omit<z.infer<typeof findingReviewBody>, 'rule'> & { rule: string };

/** A reviewer's verdict on one finding (POST /api/finding-review). */
export const reviewFinding = (body: FindingVerdict) =>
  apiPost('/api/finding-review', body, findingReviewResponse);
