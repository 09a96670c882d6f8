import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@voterroll/contract/accounts-api';
import type { subscribeBody } from '@voterroll/contract/alerts-api';
import type { z } from 'zod';
import { apiPost } from '../../lib/api-client';

/** Subscribes an address to an area's alerts (POST /api/subscribe); a mailed link confirms it. */
export const subscribe = (body: z.input<typeof subscribeBody>) =>
  apiPost('/api/subscribe', body, messageResponse);

/** A mailed link's action (POST /api/subscribe/confirm or /api/unsubscribe), run on its button. */
export const useSubscriptionLinkAction = (api: string, token: string) =>
  useMutation({ mutationFn: () => apiPost(api, { token }, messageResponse) });
