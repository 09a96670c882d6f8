import '../../components/table-stack.css';
import { CHANGE_HISTORY_MONTHS, MIN_FLAGGED_CHANGES } from '@voterroll/contract/changes-api';
import { Link } from 'react-router';

/** What the accuracy test measured (docs/changes.md, pipeline/src/changes/change-detection-accuracy.test.ts). */
const MEASURED = [
  ['Birth year changed for a batch in one township', 26, 26, '0.01'],
  ['New registrations sharing one date at one house', 11, 11, '0.06'],
  ['Removals in one township outside any notice cohort', 37, 37, '0.09'],
  ['Addresses changed at once in one precinct', 16, 16, '0.10'],
  ['A precinct renumbered', 30, 30, '0.00'],
] as const;

/**
 * The methodology page's account of unusual changes between monthly files, in a reader's terms:
 * what is compared, what "unusual" means, what is set aside, and how well it was measured to work.
 * docs/changes.md is the same for developers.
 */
export function HowUnusualChangesAreFound() {
  return (
    <section aria-labelledby="unusual-changes">
      <h2 className="h4 mt-4" id="unusual-changes">
        How unusual changes are found
      </h2>
      <p>
        Each month's file is compared with the previous one, registration by registration: who was added or
        removed, and for everyone else whether the address, name, birth year, registration date, status,
        gender, absentee flags, precinct (without a move: a renumbering) or overseas status changed.
      </p>
      <p>
        For each area and kind of change, the expected count is the area's registrations times the rest of the
        state's rate that month, adjusted by how the area compared with the state over its last{' '}
        {CHANGE_HISTORY_MONTHS} months (an area with little history is expected to change like the state). A
        count is unusual when a count at least that high would happen by chance less than once a month across
        all of Michigan's areas and kinds together, and at least {MIN_FLAGGED_CHANGES} registrations changed.
        Moves and renumberings are counted by address, since a household moves together. Where most of a count
        has a known cause (the state's notice cohort being cancelled, deaths, a precinct renumbered, a
        township's first month in the file) the cause is named.
      </p>
      <p>
        Measured on a generated voter file of 20,000 registrations over ten months with five planted events:
        every event was found in its month and area, and the six ordinary months raised no unexplained alarm.
      </p>
      <table className="table table-sm w-auto table-stack table-stack-plain">
        <caption>Planted events and what was found</caption>
        <thead>
          <tr>
            <th scope="col">Planted event</th>
            <th scope="col">Registrations</th>
            <th scope="col">Counted</th>
            <th scope="col">Expected</th>
          </tr>
        </thead>
        <tbody>
          {MEASURED.map(([event, planted, observed, expected]) => (
            <tr key={event}>
              <td data-label="Planted event">{event}</td>
              <td data-label="Registrations">{planted}</td>
              <td data-label="Counted">{observed}</td>
              <td data-label="Expected">{expected}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Real files are lumpier than generated ones (clerks work in batches), so expect more alarms than this.
        This month's list: <Link to="/unusual-changes">Unusual changes</Link>.
      </p>
    </section>
  );
}
