import type { FlagState } from '@voterroll/contract/flags-api';
import type { FlaggedRow } from '@voterroll/contract/patriot-api';
import { LoadedFindingEvidence } from '../../components/flags/finding-evidence';
import { NotesCard } from '../../components/flags/notes-card';
import { DispositionAndActivityCards } from '../../components/flags/notes-cards';
import { RegistrationFactsCard } from '../../components/flags/registration-facts';
import { ResearchNotesModal } from '../../components/flags/research-notes-modal';

/**
 * The Election Patriot's 'Research Notes for Voter ID: {id}' (spec 3 section 2.4): the
 * registration and the findings' evidence (read with the registration: the list carries none) on the left, the reason and disposition form and the activity on the right, voting
 * history below. The flagged list's rows carry no NCOA or last-vote fields: those lines are left
 * out. The server answers the comments for the caller's area only.
 */
export function PatriotNotesDialog(p: { row: FlaggedRow | null; onHide: () => void; onChanged: () => void }) {
  const r = p.row;
  return (
    <ResearchNotesModal
      voterId={r?.voter_identification_number ?? null}
      listedStatus={r?.current_triage_status}
      onHide={p.onHide}
      columns={({ reload, disposition }) => {
        if (!r) return { left: null, right: null };
        return {
          left: (
            <>
              <RegistrationFactsCard
                registration={{
                  ...r,
                  voter_status_type_code: r.voter_status_type_code ?? '',
                  last_voted_election: null,
                  ncoa_move_date: null,
                  ncoa_moved_to_address: null,
                  ncoa_delivery_point: null,
                }}
              />
              <NotesCard title="Evidence of the findings">
                <LoadedFindingEvidence voterId={r.voter_identification_number} />
              </NotesCard>
            </>
          ),
          right: (
            <DispositionAndActivityCards
              {...disposition}
              onSaved={(_: FlagState) => {
                p.onChanged();
                reload();
              }}
            />
          ),
        };
      }}
    />
  );
}
