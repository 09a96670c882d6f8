import { whatChanged } from '@voterroll/contract/changes-api';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatCount, longDate } from '../../lib/format';
import { useNewestUnusualChanges } from './addresses-queries';

const SHOWN = 3;

/**
 * The home page's newest unusual changes statewide (issue 37 item 10): the three most unusual of
 * the newest file that has any, each in words, the whole list one click away. Nothing while
 * loading or when no file has any.
 */
export function NewestUnusualChanges() {
  const newest = useNewestUnusualChanges();
  const d = newest.data;
  if (!d || d.rows.length === 0) return null;
  const link = `/unusual-changes?snapshot=${d.snapshot_date}`;
  return (
    <Card className="mb-3" style={{ maxWidth: '48rem' }} data-testid="newest-unusual-changes">
      <Card.Body>
        <h2 className="h6">Newest unusual changes in Michigan: voter file of {longDate(d.snapshot_date)}</h2>
        <ul className="mb-2 ps-3">
          {d.rows.slice(0, SHOWN).map((r) => (
            <li key={`${r.zone_hash}:${r.kind}`}>
              {whatChanged(r.kind)}: {r.zone_name}, {formatCount(r.observed)} registrations (about{' '}
              {r.expected < 10 ? r.expected.toFixed(1) : formatCount(r.expected)} expected)
            </li>
          ))}
        </ul>
        <Link to={link} className="tap-target">
          {d.rows.length > SHOWN ? `All ${d.rows.length} unusual changes` : 'The unusual changes in detail'}
        </Link>
      </Card.Body>
    </Card>
  );
}
