/**
 * bench:api's change reads (issue 29, docs/changes.md): the unusual changes, a zone's counts by kind, the registrations
 * behind a figure (every kind, or one) and one registration's changes. They need two months loaded.
 */
import { FIELD_CHANGE_KINDS } from '@voterroll/contract/changes-api';
import type { BenchCall, Keys, PathZone, Persona, Pick } from './bench-api-keys';

export function changeCalls(k: Keys, pick: Pick, zones: PathZone[]): BenchCall[] {
  // No kind (every kind) on every fourth request, else each kind in turn.
  const kindQuery = (i: number) => (i % 4 === 0 ? '' : `?kind=${pick(FIELD_CHANGE_KINDS, i)}`);
  const changedAt = (level: string): Persona => (level.startsWith('Wayne') ? 'wayneClerk' : 'researcher');
  const voters = k.changedVoters.length > 0 ? k.changedVoters : k.voters.map((v) => v.voterId);
  return [
    { name: 'unusual changes', request: () => ({ url: `/api/unusual-changes/${k.snapshot}` }) },
    { name: 'change counts state', request: () => ({ url: `/api/change-counts/${k.state}` }) },
    { name: 'change counts Wayne', request: () => ({ url: `/api/change-counts/${k.wayne}` }) },
    {
      name: 'change counts jurisdiction',
      request: (i) => ({ url: `/api/change-counts/${pick(k.jurisdictions, i).hash}` }),
    },
    ...zones
      .filter(([level]) => level !== 'county')
      .map(([level, path]) => ({
        name: `registrations-changed ${level}${level.startsWith('Wayne') ? ' (Wayne clerk)' : ''}`,
        as: changedAt(level),
        request: (i: number) => ({
          url: `/api/registrations-changed/${k.snapshot}/${path(i)}${kindQuery(i)}`,
        }),
      })),
    {
      name: 'registration changes of a changed registration',
      request: (i) => ({ url: `/api/registration-changes/${pick(voters, i * 31)}` }),
    },
  ];
}
