import { describe, expect, it } from 'vitest';
import { buildHistoryMatrix } from './history-matrix';

describe('the voting-history matrix', () => {
  const matrix = buildHistoryMatrix(
    [
      {
        snapshot: '2024-12-01',
        voting_history: [
          { election_date: '2024-11-05', voting_method: ['ABSENTEE', 'IN PERSON'] },
          { election_date: '2022-11-08', voting_method: ['IN PERSON'] },
        ],
      },
      {
        snapshot: '2024-10-01',
        voting_history: [{ election_date: '2022-11-08', voting_method: ['IN PERSON'] }],
      },
    ],
    [{ election_date: '2022-11-08' }, { election_date: '2024-08-06' }, { election_date: '2024-11-05' }],
  );

  it('has every election and snapshot, newest first', () => {
    expect(matrix.elections).toEqual(['2024-11-05', '2024-08-06', '2022-11-08']);
    expect(matrix.snapshots).toEqual(['2024-12-01', '2024-10-01']);
  });

  it('is N/A where the snapshot was taken before the election', () => {
    expect(matrix.cell('2024-11-05', '2024-10-01')).toEqual({ kind: 'not-applicable' });
  });

  it('tells a recorded vote from none, and marks several methods for one election', () => {
    expect(matrix.cell('2022-11-08', '2024-10-01')).toEqual({
      kind: 'voted',
      methods: ['IN PERSON'],
      several: false,
    });
    expect(matrix.cell('2024-08-06', '2024-12-01')).toEqual({ kind: 'no-vote' });
    expect(matrix.cell('2024-11-05', '2024-12-01')).toEqual({
      kind: 'voted',
      methods: ['ABSENTEE', 'IN PERSON'],
      several: true,
    });
  });
});
