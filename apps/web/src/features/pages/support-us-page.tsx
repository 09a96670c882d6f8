import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { siteConfig } from '../../lib/site-config';

export function SupportUsPage() {
  return (
    <>
      <PageTitle>Support Us</PageTitle>
      <Card>
        <Card.Body>
          <p>
            Voter files cost money to request and to host. If this work is useful to you, please consider a
            contribution, or give your time as a volunteer.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <a
              href={siteConfig.donationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-success"
            >
              Donate by card
            </a>
            <Link to="/funding" className="btn btn-outline-secondary">
              How contributions are used
            </Link>
            <Link to="/get-involved" className="btn btn-outline-secondary">
              Volunteer
            </Link>
          </div>
        </Card.Body>
      </Card>
    </>
  );
}
