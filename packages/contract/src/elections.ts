/**
 * Michigan's regular election dates and their names, for the voting history a person reads (the
 * state's history file has dates only). A date not here is shown without a name.
 */
export const ELECTION_NAMES: Readonly<Record<string, string>> = {
  '2016-03-08': 'Presidential primary',
  '2016-05-03': 'May election',
  '2016-08-02': 'August primary',
  '2016-11-08': 'Presidential general election',
  '2017-05-02': 'May election',
  '2017-08-08': 'August election',
  '2017-11-07': 'November election',
  '2018-05-08': 'May election',
  '2018-08-07': 'August primary',
  '2018-11-06': 'General election',
  '2019-05-07': 'May election',
  '2019-08-06': 'August election',
  '2019-11-05': 'November election',
  '2020-03-10': 'Presidential primary',
  '2020-05-05': 'May election',
  '2020-08-04': 'August primary',
  '2020-11-03': 'Presidential general election',
  '2021-05-04': 'May election',
  '2021-08-03': 'August election',
  '2021-11-02': 'November election',
  '2022-05-03': 'May election',
  '2022-08-02': 'August primary',
  '2022-11-08': 'General election',
  '2023-05-02': 'May election',
  '2023-08-08': 'August election',
  '2023-11-07': 'November election',
  '2024-02-27': 'Presidential primary',
  '2024-05-07': 'May election',
  '2024-08-06': 'August primary',
  '2024-11-05': 'Presidential general election',
  '2025-05-06': 'May election',
  '2025-08-05': 'August election',
  '2025-11-04': 'November election',
  '2026-05-05': 'May election',
  '2026-08-04': 'August primary',
  '2026-11-03': 'General election',
};

/** How a voter took part in an election, as a person reads it (the history file's voting methods). */
export const VOTING_METHOD_LABELS: Readonly<Record<string, string>> = {
  ABSENTEE: 'absentee',
  'IN PERSON': 'in person',
  UNKNOWN: 'method not recorded',
};
