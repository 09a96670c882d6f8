import { z } from 'zod';
import type { Actor } from './roles';

/** Every refusal's body: one message in the user's terms. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A read of the current voter file before any has been published. */
export const NO_SNAPSHOT_MESSAGE = 'No voter file has been loaded yet.';
/** A snapshot a request names (path or body) that is not published. */
export const snapshotNotLoaded = (date: string) => `No voter file of ${date} has been loaded.`;
/** A month kept only as figures (`voterroll keep-months`): its registration-level lists are gone. */
export const snapshotArchived = (date: string) =>
  `The voter file of ${date} was archived to save space: its figures, trends, unusual changes and the registrations added and removed remain, its registrations do not. Choose a later voter file.`;

/** A zone hash that names no zone. */
export const UNKNOWN_ZONE_MESSAGE = 'Unknown zone.';

/** A zone outside the user's county (or jurisdiction). */
export const outsideAreaMessage = (actor: Pick<Actor, 'county' | 'jurisdiction'>) =>
  `This area is outside yours (${actor.jurisdiction ? `${actor.jurisdiction}, ` : ''}${actor.county} county).`;

/** A page's load failure where spec 3 section 8 names its message (the patriot's flagged list). */
export const SERVER_ERROR_RETRY = 'Server error occurred. Please retry.';

/**
 * The messages the 500 page shows from its address (`/error?error-msg=`): any other reads as the
 * generic error, so that a link cannot put its own words on the site.
 */
export const ERROR_PAGE_MESSAGES: readonly string[] = [SERVER_ERROR_RETRY];
