import { useQuery } from '@tanstack/react-query';
import {
  KNOWN_CAUSE_LABELS,
  type UnusualChangeMonths,
  type UnusualChangeRow,
  whatChanged,
} from '@voterroll/contract/changes-api';
import { can } from '@voterroll/contract/policies';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router';
import { fetchZoneDetails } from '../../components/location-filter/location-queries';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { formatCount, longDate, shortMonth } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { ChangeTrend } from './change-trend';
import { chanceInWords, howUnusual, levelLabel, oneDecimal, scoreShare } from './change-words';
import { useUnusualChangeMonths, useUnusualChanges } from './changes-queries';
import { SnapshotSelect, useChosenSnapshot } from './snapshot-select';

const rowKey = (r: UnusualChangeRow) => `${r.zone_hash}:${r.kind}`;

/** The drill-down's address for a row: its zone, snapshot and kind. */
export const registrationsChangedUrl = (snapshot: string, r: Pick<UnusualChangeRow, 'zone_hash' | 'kind'>) =>
  `/registrations-changed?${new URLSearchParams({ snapshot, zone: r.zone_hash, kind: r.kind })}`;

/**
 * Unusual Changes (issue 29): the counts of a kind of change in a zone that are far above what
 * the zone's own months and the rest of the state that month led one to expect (docs/changes.md),
 * most unusual first, each in words with its monthly trend one click away.
 */
export function UnusualChangesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('snapshot');
  const months = useUnusualChangeMonths();
  const found = months.data?.months ?? [];
  const { snapshots, snapshot: newest } = useChosenSnapshot(null);
  // Unless the URL names one, the newest file with unusual changes (or the newest file).
  const snapshot = asked || (months.isPending ? undefined : (found[0]?.snapshot_date ?? newest));
  const list = useUnusualChanges(snapshot);
  const [open, setOpen] = useState<string | null>(null);
  const choose = (s: string, replace = false) => {
    setParams({ snapshot: s }, { replace });
    setOpen(null);
  };
  // The month opened is in the URL, so that it can be shared and Back returns to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the month chosen changes
  useEffect(() => {
    if (!asked && snapshot) choose(snapshot, true);
  }, [asked, snapshot]);
  const newestHasNone = Boolean(newest && months.data && !found.some((m) => m.snapshot_date === newest));
  const lastBefore = found.find((m) => snapshot && m.snapshot_date < snapshot);
  return (
    <>
      <PageTitle title="Unusual Changes">{snapshot ? `${longDate(snapshot)} ` : ''}Unusual Changes</PageTitle>
      <p className="text-body-secondary">
        Each month's voter file is compared with the month before, registration by registration. A change is
        listed here when far more registrations of a place changed that way than its own past months and the
        rest of the state that month lead one to expect. <Link to="/methodology">How this is measured</Link>.
      </p>
      <ChangeMonths months={found} snapshot={snapshot} />
      {newestHasNone && newest && snapshot !== newest && (
        <Alert variant="info" data-testid="newest-has-none">
          The newest voter file, {longDate(newest)}, has nothing unusual. Shown: {longDate(snapshot ?? '')},
          the last file that had. <Link to={`?snapshot=${newest}`}>See the newest file</Link>.
        </Alert>
      )}
      <SnapshotSelect id="unusual-snapshot" snapshot={snapshot} snapshots={snapshots} onChange={choose} />
      {snapshots.isError ? (
        <Alert variant="danger">The voter files could not be loaded.</Alert>
      ) : list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <Alert variant="danger">{list.error.message || 'The list could not be loaded.'}</Alert>
      ) : !list.data.previous_snapshot ? (
        <Alert variant="info">
          This is the first voter file loaded: there is no earlier one to compare with.
        </Alert>
      ) : list.data.rows.length === 0 ? (
        <Alert variant="success">
          Nothing unusual: every change since the voter file of {longDate(list.data.previous_snapshot)} is
          within what was expected.
          {lastBefore && (
            <>
              {' '}
              The last file with unusual changes before it:{' '}
              <Link to={`?snapshot=${lastBefore.snapshot_date}`}>{longDate(lastBefore.snapshot_date)}</Link>.
            </>
          )}
        </Alert>
      ) : (
        <>
          <p className="small text-body-secondary" data-testid="unusual-compared">
            {list.data.rows.length === 1 ? 'One change stands' : `${list.data.rows.length} changes stand`} out
            since the voter file of {longDate(list.data.previous_snapshot)}, most unusual first.
          </p>
          <ol className="list-unstyled d-grid gap-3" aria-label="Unusual changes">
            {list.data.rows.map((r) => (
              <UnusualChange
                key={rowKey(r)}
                row={r}
                snapshot={list.data.snapshot_date}
                open={open === rowKey(r)}
                onToggle={() => setOpen(open === rowKey(r) ? null : rowKey(r))}
              />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** The files with unusual changes, newest first, each with its count: one tap to open one. */
function ChangeMonths(p: { months: UnusualChangeMonths['months']; snapshot: string | undefined }) {
  if (p.months.length === 0) return null;
  return (
    <nav aria-label="Months with unusual changes" className="mb-3">
      <h2 className="h6 mb-2">Months with unusual changes</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {p.months.map((m) => (
          <li key={m.snapshot_date}>
            <Link
              to={`?snapshot=${m.snapshot_date}`}
              className={`btn btn-sm tap-target ${m.snapshot_date === p.snapshot ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={m.snapshot_date === p.snapshot ? 'page' : undefined}
            >
              {shortMonth(m.snapshot_date)}{' '}
              <span className="badge rounded-pill bg-body-secondary text-body">{m.count}</span>
              <span className="visually-hidden"> unusual</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function UnusualChange(p: { row: UnusualChangeRow; snapshot: string; open: boolean; onToggle: () => void }) {
  const r = p.row;
  const trendId = `trend-${r.zone_hash}-${r.kind}`;
  return (
    <li>
      <Card>
        <Card.Body>
          <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
            <h2 className="h5 mb-0 text-break">
              {whatChanged(r.kind)}: {r.zone_name}
            </h2>
            <Badge bg="secondary-subtle" text="secondary-emphasis">
              {levelLabel(r.level)}
            </Badge>
            <ZoneParents zoneHash={r.zone_hash} level={r.level} />
            {r.known_cause && (
              <Badge
                bg="info-subtle"
                text="info-emphasis"
                title="Most of these registrations share this cause"
              >
                Known cause: {KNOWN_CAUSE_LABELS[r.known_cause]}
              </Badge>
            )}
          </div>
          <p className="mb-2">{r.explanation}</p>
          <dl className="row row-cols-2 row-cols-md-4 g-2 small mb-2">
            <Figure term="Registrations changed" value={formatCount(r.observed)} />
            <Figure term="Expected" value={`about ${oneDecimal(r.expected)}`} />
            <Figure
              term="Per 1,000 registrations"
              value={r.rate_per_1000 === null ? 'not known' : oneDecimal(r.rate_per_1000)}
            />
            <Figure term="How unusual" value={howUnusual(r.score)} />
          </dl>
          <div
            className="progress mb-1"
            role="progressbar"
            aria-label={`How unusual: ${howUnusual(r.score)}, a chance of ${chanceInWords(r.score)}`}
            aria-valuenow={scoreShare(r.score)}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ height: '0.5rem' }}
          >
            <div className="progress-bar bg-warning" style={{ width: `${scoreShare(r.score)}%` }} />
          </div>
          <p className="small text-body-secondary mb-2">
            A count this high by chance: {chanceInWords(r.score)}.
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <Button
              variant="outline-primary"
              size="sm"
              className="tap-target"
              aria-expanded={p.open}
              aria-controls={trendId}
              onClick={p.onToggle}
            >
              {p.open ? 'Hide the monthly trend' : 'Show the monthly trend'}
            </Button>
            <RegistrationsLink row={r} snapshot={p.snapshot} />
          </div>
          {p.open && (
            <section
              id={trendId}
              className="mt-3"
              aria-label={`Monthly trend: ${whatChanged(r.kind)}, ${r.zone_name}`}
            >
              <ChangeTrend zoneHash={r.zone_hash} zoneName={r.zone_name} kind={r.kind} flagged={p.snapshot} />
            </section>
          )}
        </Card.Body>
      </Card>
    </li>
  );
}

/** Where a precinct or a city lies ("LANSING CITY, INGHAM county"): a precinct's name alone is not unique. */
function ZoneParents(p: { zoneHash: string; level: string }) {
  const below = p.level === 'precinct' || p.level === 'jurisdiction';
  const details = useQuery({
    queryKey: ['zone-details', p.zoneHash],
    queryFn: () => fetchZoneDetails(p.zoneHash),
    enabled: below,
    staleTime: 30 * 60_000,
    retry: false,
  });
  const d = details.data?.[0];
  if (!below || !d?.county_name) return null;
  const where =
    p.level === 'precinct' && d.jurisdiction_name
      ? `${d.jurisdiction_name}, ${d.county_name} county`
      : `${d.county_name} county`;
  return <span className="small text-body-secondary">in {where}</span>;
}

function Figure(p: { term: string; value: string }) {
  return (
    <div>
      <dt className="fw-normal text-body-secondary">{p.term}</dt>
      <dd className="fw-semibold mb-0">{p.value}</dd>
    </div>
  );
}

/** "See the registrations" for a user who may; others read why not. */
function RegistrationsLink(p: { row: UnusualChangeRow; snapshot: string }) {
  const user = useStoredUser();
  if (!user)
    return (
      <span className="small text-body-secondary">
        <Link to="/login">Sign in</Link> as a Digital Researcher, Election Patriot or Clerk to see the
        registrations.
      </span>
    );
  if (!can(user.roles ?? [], 'changes.view'))
    return (
      <span className="small text-body-secondary">
        The registrations are for Digital Researchers, Election Patriots and Clerks.
      </span>
    );
  return (
    <Link className="btn btn-sm btn-primary tap-target" to={registrationsChangedUrl(p.snapshot, p.row)}>
      See the registrations
    </Link>
  );
}
