import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LocationFilter, ZoneBreadcrumb } from '../../components/location-filter/location-filter';
import type { ZoneChoice } from '../../components/location-filter/zone-store';
import { PageTitle } from '../../components/page-title';

/** Breadcrumb, title and location filter: the head of every zone-scoped metrics page. */
export function ZonePageHeader({
  choice,
  title,
  unknownZone,
}: {
  choice: ZoneChoice;
  title: ReactNode;
  unknownZone: boolean;
}) {
  return (
    <>
      <ZoneBreadcrumb choice={choice} />
      <PageTitle title={typeof title === 'string' ? title : undefined}>{title}</PageTitle>
      {unknownZone && (
        <Alert variant="warning">
          The zone in the link is not known; showing your chosen location instead.
        </Alert>
      )}
      <LocationFilter choice={choice} />
    </>
  );
}
