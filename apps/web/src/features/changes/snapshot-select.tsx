import Form from 'react-bootstrap/Form';
import { longDate } from '../../lib/format';
import { useVoterFileSnapshots } from '../../lib/snapshots';

/** The loaded snapshots, newest first; the chosen one, or the newest when none is chosen. */
export function useChosenSnapshot(chosen: string | null | undefined) {
  const snapshots = useVoterFileSnapshots();
  return { snapshots, snapshot: chosen || snapshots.data?.[0]?.snapshot };
}

export function SnapshotSelect(p: {
  id: string;
  snapshot: string | undefined;
  snapshots: ReturnType<typeof useVoterFileSnapshots>;
  onChange: (snapshot: string) => void;
}) {
  return (
    <Form.Group controlId={p.id} className="d-flex flex-wrap align-items-center gap-2 mb-3 mw-100">
      <Form.Label className="mb-0">Voter roll snapshot</Form.Label>
      <Form.Select
        className="w-auto mw-100"
        value={p.snapshot ?? ''}
        disabled={!p.snapshots.data}
        onChange={(e) => p.onChange(e.currentTarget.value)}
      >
        {p.snapshots.data?.map((s) => (
          <option key={s.snapshot} value={s.snapshot}>
            {longDate(s.snapshot)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
