import Alert from 'react-bootstrap/Alert';
import { PageTitle } from '../../components/page-title';

/** Spec 1 "Other pages": before launch, the subscribe route shows this placeholder. */
export function SubscribePlaceholderPage() {
  return (
    <>
      <PageTitle>Alerts &amp; Newsletters</PageTitle>
      <Alert variant="info">Coming soon! Subscribe for alerts and newsletters</Alert>
    </>
  );
}
