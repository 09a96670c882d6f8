import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router';

/** Michigan > County > Jurisdiction, each a link to its scorecard. */
export function ScorecardBreadcrumb({ county, jurisdiction }: { county?: string; jurisdiction?: string }) {
  const countyLink = county ? `/scorecard?county=${encodeURIComponent(county)}` : '';
  return (
    <Breadcrumb>
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/scorecard' }} active={!county}>
        Michigan
      </Breadcrumb.Item>
      {county && (
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: countyLink }} active={!jurisdiction}>
          {county}
        </Breadcrumb.Item>
      )}
      {jurisdiction && <Breadcrumb.Item active>{jurisdiction}</Breadcrumb.Item>}
    </Breadcrumb>
  );
}
