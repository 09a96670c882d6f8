import { GROUPS } from '@voterroll/contract/accounts-api';
import { rolesLabel } from '@voterroll/contract/labels';
import { Fragment } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { useSessionCheck } from './accounts-queries';
import { MyRegistrationCard } from './my-registration-card';

export const groupLabel = (g: string | null | undefined) =>
  g ? ((GROUPS as Record<string, string>)[g] ?? g) : '';

/** /profile (spec 1 section 2): name, roles, e-mail, group, county, jurisdiction, and Edit Information. */
export function ProfilePage() {
  const session = useSessionCheck();
  if (session.isPending) return <PageLoading />;
  if (session.isError) return <Alert variant="danger">{errorText(session.error)}</Alert>;
  const u = session.data;
  const rows: [string, string][] = [
    ['Name', `${u.first_name} ${u.last_name}`],
    ['Username', u.username],
    ['Roles', rolesLabel(u.roles)],
    ['E-mail', u.email],
    ['Group', groupLabel(u.group)],
    ['County', u.county ?? 'All counties (state-wide)'],
    ['Jurisdiction', u.jurisdiction ?? (u.county ? 'All jurisdictions' : 'All jurisdictions (state-wide)')],
  ];
  return (
    <div style={{ maxWidth: 720 }}>
      <div className="d-flex align-items-center justify-content-between">
        <PageTitle>My Profile</PageTitle>
        <Link to="/editProfile" className="btn btn-outline-primary btn-sm mb-3">
          Edit Information
        </Link>
      </div>
      <Card>
        <Card.Body>
          <dl className="row mb-0">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="col-sm-4">{label}</dt>
                <dd className="col-sm-8">{value || '—'}</dd>
              </Fragment>
            ))}
          </dl>
        </Card.Body>
      </Card>
      <MyRegistrationCard />
    </div>
  );
}
