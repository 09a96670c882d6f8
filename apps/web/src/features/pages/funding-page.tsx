import Card from 'react-bootstrap/Card';
import { PageTitle } from '../../components/page-title';
import { siteConfig } from '../../lib/site-config';
import { QrPicture } from './qr-picture';

export function FundingPage() {
  return (
    <>
      <PageTitle>Funding</PageTitle>
      <Card>
        <Card.Body className="d-flex flex-wrap gap-4 align-items-center">
          <div style={{ flex: '1 1 20rem' }}>
            <p>
              This project is funded by people like you. Contributions pay for freedom-of-information
              requests, purchases of data, and hosting.
            </p>
            <p>
              <strong>Contributions are not tax-deductible.</strong>
            </p>
            <a
              href={siteConfig.donationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-success"
            >
              Contribute by card
            </a>
          </div>
          <QrPicture />
        </Card.Body>
      </Card>
    </>
  );
}
