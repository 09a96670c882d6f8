import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** A route of the product whose page is not built yet says so plainly, rather than a blank screen. */
export function UnderConstructionPage({ title }: { title?: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle>{title ?? 'Under Construction'}</PageTitle>
      <Alert variant="info" data-testid="under-construction">
        <Alert.Heading as="h2" className="h5">
          This page is under construction
        </Alert.Heading>
        <p className="mb-0">
          {pathname === '/under-construction' ? 'This part of the site' : <code>{pathname}</code>} is being
          built and will be available soon. Meanwhile, the <Link to="/scorecard">scorecard</Link> and the{' '}
          <Link to="/current-metrics">current metrics</Link> are open to everyone.
        </p>
      </Alert>
    </>
  );
}
