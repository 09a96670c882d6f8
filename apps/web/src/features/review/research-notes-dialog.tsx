import type { FlagState } from '@voterroll/contract/flags-api';
import type { ReviewRow } from '@voterroll/contract/review-api';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FindingEvidence } from '../../components/flags/finding-evidence';
import { DispositionAndActivityCards } from '../../components/flags/notes-cards';
import { RegistrationActions } from '../../components/flags/registration-actions';
import { RegistrationFactsCard } from '../../components/flags/registration-facts';
import { ResearchNotesModal } from '../../components/flags/research-notes-modal';
import { CleanupProgressCard } from '../../components/flags/review-outcome';

/**
 * 'Research Notes for Voter ID: {id}' (spec 2 section 2.7, spec 3 section 2.4): registration, NCOA
 * and address details and the evidence of each finding on the left, the cleanup progress, the
 * reason and disposition form and the activity list on the right, voting history below.
 */
export function ResearchNotesDialog(p: {
  row: ReviewRow | null;
  onHide: () => void;
  onChanged: (flag: FlagState) => void;
  onFindingMarked: () => void;
  /** Offered to clerks and site root: the clerk's version of the notes (Add To Queue, Next Steps). */
  onOpenClerkNotes?: () => void;
}) {
  const r = p.row;
  return (
    <ResearchNotesModal
      voterId={r?.voter_identification_number ?? null}
      listedStatus={r?.current_triage_status}
      onHide={p.onHide}
      actions={
        p.onOpenClerkNotes && (
          <Button variant="outline-primary" onClick={p.onOpenClerkNotes}>
            Clerk: Add To Queue / Next Steps
          </Button>
        )
      }
      columns={({ roles, comments, flag, reload, disposition }) => {
        if (!r) return { left: null, right: null };
        const saved = (f: FlagState) => {
          p.onChanged(f);
          reload();
        };
        return {
          left: (
            <>
              <RegistrationFactsCard registration={r} />
              <Card>
                <Card.Header as="h3" className="h6">
                  Evidence of the findings
                </Card.Header>
                <FindingEvidence
                  voterId={r.voter_identification_number}
                  findings={r.findings}
                  onMarked={p.onFindingMarked}
                />
              </Card>
            </>
          ),
          right: (
            <>
              <CleanupProgressCard
                heading="h3"
                pending={comments.isPending}
                voterId={r.voter_identification_number}
                flag={flag}
                roles={roles}
                unflagged="BULK_FLAG_REG"
                rules={r.findings.map((f) => f.rule)}
                onSaved={saved}
                onStale={reload}
              />
              <DispositionAndActivityCards
                {...disposition}
                onSaved={saved}
                unflagged={
                  // Beside the evidence: the moves this user may make from unflagged (Send To Triage).
                  <RegistrationActions
                    voterId={r.voter_identification_number}
                    status="NEW"
                    flag={null}
                    roles={roles}
                    onSaved={saved}
                    onStale={reload}
                  />
                }
              />
            </>
          ),
        };
      }}
    />
  );
}
