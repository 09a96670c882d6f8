import type { Registration } from '@voterroll/contract/addresses-api';
import type { FlagState } from '@voterroll/contract/flags-api';
import { PUBLIC_PAGE_SIZE } from '@voterroll/contract/ui-values';
import { DataTable } from '../../components/data-table/data-table';
import { registrationColumns } from './address-registration-columns';
import { BulkActions } from './bulk-actions';

/**
 * Only unflagged registrations can be chosen for a bulk action (spec 1). The status is the
 * registration's current flag, whatever file is shown: flagging acts on the registration now.
 */
const isSelectable = (r: Registration) => r.current_triage_status === null;

/** The registrations at an address: 10 a page by last name, row selection and the bulk actions. */
export function AddressRegistrationsTable(p: {
  registrations: Registration[];
  caption: string;
  selected: Set<string>;
  onSelectedChange: (ids: Set<string>) => void;
  onFlagged: (flags: FlagState[]) => void;
  onDetails: (r: Registration) => void;
}) {
  return (
    <DataTable
      data={p.registrations}
      columns={registrationColumns(p.onDetails)}
      getRowId={(r) => r.voter_identification_number}
      pageSize={PUBLIC_PAGE_SIZE}
      initialSort={{ id: 'last_name', desc: false }}
      urlKey="reg_"
      caption={p.caption}
      selection={{ isSelectable, selectedIds: p.selected, onChange: p.onSelectedChange }}
      toolbar={
        <BulkActions
          selectedIds={p.selected}
          onClearSelection={() => p.onSelectedChange(new Set())}
          onFlagged={p.onFlagged}
        />
      }
    />
  );
}
