/**
 * Words and figures of the spec that several pages share and no endpoint's module owns: the
 * loading texts, the type-ahead's delay, the second session message, the role refusal, and the
 * page sizes of tables without a page-size constant beside their endpoint.
 */

/** The loading overlay (spec 1 section 8) and the scorecard's modal. */
export const LOADING_TEXT = 'Loading...please wait';
export const SCORECARD_LOADING_TEXT = 'Loading ...';

/** The address type-ahead asks 500 ms after the last keystroke (spec 1 section 5). */
export const ADDRESS_SUGGEST_DELAY_MS = 500;

/** What the sign-up and address pages say when no address matches (spec 1 section 8). */
export const noAddressesMatching = (address: string) =>
  `No addresses found in voter file matching ${address}`;

/** High density and AVCB counts: a 401 goes to /login with these words (spec 2 and 3, section 8). */
export const SESSION_EXPIRED_LOGIN_AGAIN = 'Session expired, please login again.';

/** A refused edit for those who may only read (spec 2 section 2.5, spec 3 section 2.3). */
export const PATRIOT_ONLY_MESSAGE =
  'Feature only available for Election Patriot role. Please contact your county lead.';
export const PATRIOT_ONLY_TOOLTIP = 'Feature only available for Election Patriot role.';

/** Spec 1: scorecard tables, registration results, voting history and name-search results. */
export const PUBLIC_PAGE_SIZE = 10;
/** Spec 2: the review list's statewide county table, the red metrics, the "other table page". */
export const COUNTY_TABLE_PAGE_SIZE = 20;
/** Spec 2 section 2.8: the bulk 'Send For Review' dialog's list. */
export const SEND_FOR_REVIEW_PAGE_SIZE = 5;
/** The workspaces' tables (spec 3): 30 in the clerk's tables, 20 in the volunteers' lists. */
export const ENVELOPES_PAGE_SIZE = 30;
export const DOWNLOAD_REQUESTS_PAGE_SIZE = 20;
export const RESEARCHER_TAB_PAGE_SIZE = 20;
