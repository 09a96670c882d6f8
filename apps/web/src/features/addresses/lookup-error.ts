import { ApiError } from '../../lib/api-client';

export const ADDRESS_ERROR = 'There was an error processing your request. Please try again later.';

/** Spec 1 section 8: a failed search says the catalogue's words; too many requests says so. */
export const lookupErrorText = (e: unknown) =>
  e instanceof ApiError && e.kind === 'rate-limited' ? e.message : ADDRESS_ERROR;
