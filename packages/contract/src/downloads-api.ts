import { z } from 'zod';
import { snapshotDateSchema } from './addresses-api';

/** Voter-file extracts (spec 2 section 2.10): a request becomes a job; its file is the state's layout, gzip. */

export const EXTRACT_STATUSES = ['PENDING', 'IN PROGRESS', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type ExtractStatus = (typeof EXTRACT_STATUSES)[number];

export const SNAPSHOT_REQUIRED = 'Please select a voter file snapshot.';
export const COUNTY_REQUIRED = 'Please select a county: statewide files are not offered.';
export const EXTRACT_TIMING_TEXT =
  'The file is usually ready in about 15 minutes, but it may take up to a day.';

const optionalName = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `A ${what} name has at most ${max} characters.`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' || v === '-1' || v === 'ALL' ? null : v));

/** POST /api/downloads: the snapshot (its table name `qvf_YYYY-MM-DD` or date) and the zone. */
export const downloadRequestBody = z.object({
  vf: z
    .string(SNAPSHOT_REQUIRED)
    .trim()
    .min(1, SNAPSHOT_REQUIRED)
    .transform((s) => s.replace(/^qvf_/, ''))
    .pipe(snapshotDateSchema),
  county_name: z
    .string(COUNTY_REQUIRED)
    .trim()
    .min(1, COUNTY_REQUIRED)
    .max(64, 'A county name has at most 64 characters.')
    .refine(
      (c) => c.toUpperCase() !== 'MICHIGAN' && c !== '-1' && c.toUpperCase() !== 'ALL',
      COUNTY_REQUIRED,
    ),
  jurisdiction_name: optionalName(64, 'jurisdiction'),
  precinct: optionalName(64, 'precinct'),
});
export type DownloadRequestForm = z.input<typeof downloadRequestBody>;

/** A request as the page lists it: spec 2 section 3's fields, then the job's progress and outcome. */
export const downloadRequestRow = z.object({
  request_id: z.number(),
  /** A table name whose second underscore-separated part is the snapshot date. */
  voter_file: z.string(),
  county_name: z.string(),
  jurisdiction_name: z.string().nullable(),
  precinct: z.string().nullable(),
  created_at: z.string(),
  requested_by: z.string(),
  status: z.enum(EXTRACT_STATUSES),
  rows_expected: z.number().nullable(),
  rows_written: z.number(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  file_bytes: z.number().nullable(),
  /** Why a failed job failed, in the user's terms. */
  error: z.string().nullable(),
});
export type DownloadRequestRow = z.infer<typeof downloadRequestRow>;
export const downloadRequestsResponse = z.array(downloadRequestRow);
export const downloadRequestResponse = downloadRequestRow;

/** POST /api/download-file: a request row (only its id is read). */
export const downloadFileBody = z.object({
  request_id: z.coerce.number('Which request? request_id is a number.').int().positive('Which request?'),
});

/** The saved file's name: snapshot date, county, jurisdiction, precinct, spaces as hyphens. */
export function extractFileName(r: {
  voter_file: string;
  county_name: string;
  jurisdiction_name: string | null;
  precinct: string | null;
}): string {
  const date = r.voter_file.split('_')[1] ?? r.voter_file;
  return `${[date, r.county_name, r.jurisdiction_name, r.precinct].filter(Boolean).join('-')}.csv.gz`.replace(
    /\s+/g,
    '-',
  );
}
