import type { ColumnDef } from '@tanstack/react-table';
import { type DensityRow, OCCUPANTS_PAGE_SIZE, type OccupantRow } from '@voterroll/contract/density-api';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DataTable } from '../../components/data-table/data-table';
import { MapPanel } from '../../components/map-panel/map-panel';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/api-client';
import { useOccupants } from './density-queries';

/** Sortable by last name, year of birth and unit (spec 2 sections 2.4 and 5); the others as they are. */
const COLUMNS: ColumnDef<OccupantRow, unknown>[] = [
  { id: 'last_name', accessorKey: 'last_name', header: 'Last Name' },
  { id: 'first_name', accessorKey: 'first_name', header: 'First Name', enableSorting: false },
  { id: 'year_of_birth', accessorFn: (r) => r.year_of_birth ?? '', header: 'Year of Birth' },
  { id: 'extension', accessorKey: 'extension', header: 'Unit' },
  {
    id: 'voter_identification_number',
    accessorKey: 'voter_identification_number',
    header: 'Voter Id',
    enableSorting: false,
  },
];

/**
 * The registered voters at an address, 10 a page, beside its map: opened in place, under the
 * address's row, with focus moved to its heading so a keyboard or screen reader user is there.
 */
export function OccupantsPanel({ row, onClose }: { row: DensityRow; onClose: () => void }) {
  const occupants = useOccupants(row.county_name, row.address_hash);
  const address = `${row.full_street_address}, ${row.city}, ${row.state} ${row.zip_code}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="my-2" data-testid="occupants">
      <Card.Header className="d-flex align-items-center gap-2">
        <h2 className="h6 mb-0" tabIndex={-1} ref={heading}>
          Registrations at {address}
        </h2>
        <CloseButton className="ms-auto" aria-label="Close the occupants" onClick={onClose} />
      </Card.Header>
      <Card.Body>
        <Row className="g-3">
          <Col lg={7}>
            {occupants.isPending && <PageLoading />}
            {occupants.isError && <Alert variant="danger">{errorText(occupants.error)}</Alert>}
            {occupants.data && (
              <DataTable
                data={occupants.data.registrations}
                columns={COLUMNS}
                getRowId={(r) => r.voter_identification_number}
                pageSize={OCCUPANTS_PAGE_SIZE}
                initialSort={{ id: 'last_name', desc: false }}
                urlKey="occ_"
                caption={`Registrations at ${address}`}
                csvFileName={`${row.county_name}-${row.full_street_address}-Registrations.csv`.replace(
                  /[\s/]+/g,
                  '-',
                )}
                emptyText="No registered voters at this address in your area."
              />
            )}
          </Col>
          <Col lg={5}>
            <MapPanel address={address} />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
