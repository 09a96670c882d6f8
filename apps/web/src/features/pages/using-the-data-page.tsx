import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { PageTitle } from '../../components/page-title';

/** Public endpoints a person or a program may call without an account (the API's own list is /api/docs). */
const PUBLIC_ENDPOINTS: { path: string; gives: string }[] = [
  { path: 'GET /api/counties', gives: 'The counties of the current snapshot, with their zone hashes.' },
  { path: 'GET /api/jurisdictions/{county}', gives: 'The jurisdictions of a county.' },
  { path: 'GET /api/qvfstatsstate/MICHIGAN', gives: 'The state scorecard: each metric’s count and score.' },
  {
    path: 'GET /api/current-metrics/{zoneHash}',
    gives: 'The current metrics of a county, jurisdiction or precinct.',
  },
  { path: 'GET /api/voter-file-snapshots', gives: 'The monthly snapshots loaded.' },
  { path: 'GET /api/addresses?key=…', gives: 'Address suggestions as a person types (6 letters or digits).' },
];

export function UsingTheDataPage() {
  return (
    <>
      <PageTitle>Using the data</PageTitle>
      <Card className="mb-3">
        <Card.Body>
          <p>
            The figures on this site come from the public Qualified Voter File, loaded monthly. The same
            figures are open to programs: scorecards, metrics and trends by county, jurisdiction and precinct,
            and the address and voter lookups a visitor uses. Every answer is JSON.
          </p>
          <ul className="mb-0">
            <li>
              The full list of endpoints, with what each takes and answers and who may call it:{' '}
              <a href="/api/docs">API documentation</a> (also as an OpenAPI 3.1 document,{' '}
              <a href="/api/openapi.json">/api/openapi.json</a>, for code generators and API tools).
            </li>
            <li>
              Endpoints marked <strong>public</strong> need no account. The others need a signed-in session
              and the permission named there.
            </li>
            <li>
              Lookups of addresses and voters are limited per connection (a few dozen a minute) and each
              answer holds a limited number of rows: they answer questions about one address or one voter, not
              copies of the voter file. Too many calls answer 429 with the time to wait.
            </li>
            <li>
              Counts are guidance drawn from public records, each finding with its evidence; a finding is not
              proof that a registration is wrong. Cite the snapshot date with any figure you use.
            </li>
          </ul>
        </Card.Body>
      </Card>
      <Table bordered responsive size="sm">
        <caption>Some public endpoints</caption>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">Answers</th>
          </tr>
        </thead>
        <tbody>
          {PUBLIC_ENDPOINTS.map((e) => (
            <tr key={e.path}>
              <td>
                <code>{e.path}</code>
              </td>
              <td>{e.gives}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
