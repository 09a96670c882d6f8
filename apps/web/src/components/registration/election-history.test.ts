import { describe, expect, it } from 'vitest';
import { buildElectionHistory, recordedText } from './election-history';

describe('the voting history as a list of elections', () => {
  const h = buildElectionHistory(
    [
      {
        snapshot: '2025-02-01',
        voting_history: [
          { election_date: '2024-11-05', voting_method: ['ABSENTEE', 'IN PERSON'] },
          { election_date: '2022-11-08', voting_method: ['IN PERSON'] },
        ],
      },
      {
        snapshot: '2024-12-01',
        voting_history: [
          { election_date: '2024-11-05', voting_method: ['ABSENTEE'] },
          { election_date: '2022-11-08', voting_method: ['IN PERSON'] },
        ],
      },
      {
        snapshot: '2024-10-01',
        voting_history: [{ election_date: '2022-11-08', voting_method: ['IN PERSON'] }],
      },
      { snapshot: '2024-09-01', voting_history: [] },
    ],
    [{ election_date: '2022-11-08' }, { election_date: '2024-08-06' }, { election_date: '2024-11-05' }],
  );
  const of = (date: string) => h.elections.find((e) => e.date === date);

  it('lists every election newest first, named where known, from files read oldest first', () => {
    expect(h.elections.map((e) => [e.date, e.name])).toEqual([
      ['2024-11-05', 'Presidential general election'],
      ['2024-08-06', 'August primary'],
      ['2022-11-08', 'General election'],
    ]);
    expect(h.snapshots).toEqual(['2024-09-01', '2024-10-01', '2024-12-01', '2025-02-01']);
  });

  it('says how the voter voted as the newest file records it, or that they did not', () => {
    expect(recordedText(of('2024-11-05')?.recorded ?? [])).toBe('Voted absentee and in person');
    expect(recordedText(of('2024-08-06')?.recorded ?? ['x'])).toBe('Did not vote');
    expect(recordedText(of('2022-11-08')?.recorded ?? [])).toBe('Voted in person');
  });

  it('marks the files that recorded an election differently, and only those', () => {
    // The 2022 vote was missing from the 2024-09 file: recorded again a month later.
    expect(of('2022-11-08')?.changes).toEqual([{ snapshot: '2024-10-01', from: [], to: ['IN PERSON'] }]);
    // Files taken before the Nov 2024 election are not compared; the Feb 2025 file added a method.
    expect(of('2024-11-05')?.changes).toEqual([
      { snapshot: '2025-02-01', from: ['ABSENTEE'], to: ['ABSENTEE', 'IN PERSON'] },
    ]);
    expect(of('2024-08-06')?.changes).toEqual([]);
  });

  it('has nothing recorded for an election after the newest file', () => {
    const later = buildElectionHistory(
      [{ snapshot: '2025-10-01', voting_history: [] }],
      [{ election_date: '2025-11-04' }],
    );
    expect(later.elections).toEqual([
      { date: '2025-11-04', name: 'November election', recorded: null, changes: [] },
    ]);
  });
});
