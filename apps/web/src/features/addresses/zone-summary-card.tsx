import Card from 'react-bootstrap/Card';

export interface ZoneSummary {
  county_name: string;
  jurisdiction_name: string | null;
  precinct: string | null;
}

/** The address's County, Municipality and Precinct (spec 1: the summary card / side card). */
export function ZoneSummaryCard({ zone }: { zone: ZoneSummary }) {
  const rows: [string, string | null][] = [
    ['County', zone.county_name],
    ['Municipality', zone.jurisdiction_name],
    ['Precinct', zone.precinct],
  ];
  return (
    <Card className="h-100" data-testid="zone-summary">
      <Card.Body>
        <dl className="mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="mb-2">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="mb-0 fw-semibold">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
