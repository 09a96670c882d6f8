import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function GetInvolvedPage() {
  return (
    <>
      <PageTitle>Get Involved</PageTitle>
      <div className="row g-3">
        {[
          {
            title: 'Audit your own address',
            text: 'Check who is registered at your address and tell us when something is wrong.',
            to: '/audit-my-address',
            action: 'Audit My Address',
          },
          {
            title: 'Volunteer as a researcher',
            text: 'Sign up to review flagged registrations in your county, with a second reviewer checking each one.',
            to: '/signup',
            action: 'Sign Up',
          },
          {
            title: 'Follow your county',
            text: 'Read the scorecard of your county, jurisdiction and precinct, and how it changes each month.',
            to: '/scorecard',
            action: 'Open the Scorecard',
          },
        ].map((c) => (
          <div className="col-md-4" key={c.title}>
            <Card className="h-100">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h2" className="h5">
                  {c.title}
                </Card.Title>
                <p className="flex-grow-1">{c.text}</p>
                <Link to={c.to} className="btn btn-outline-primary align-self-start">
                  {c.action}
                </Link>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
