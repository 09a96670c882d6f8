import type { FlagState } from '@voterroll/contract/flags-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE, PLEASE_LOG_IN_MESSAGE } from '@voterroll/contract/policies';
import { CLERK_STATUSES, type TriageStatus } from '@voterroll/contract/triage';
import { type ReactNode, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useNavigate } from 'react-router';
import { useStoredUser } from '../../lib/stored-user';
import { PageLoading } from '../page-loading';
import { VotingHistory } from '../registration/voting-history';
import { ActivityList } from './activity-list';
import { AddToQueue } from './add-to-queue';
import { LoadedFindingEvidence } from './finding-evidence';
import { useFlagComments } from './flags-queries';
import { NextStepsForm } from './next-steps-form';
import { NotesFooter, NotesHeader } from './notes-header';
import { type NotesRegistration, RegistrationFacts } from './registration-facts';
import { useTriageSave } from './use-triage-save';

const inClerkWork = (s: TriageStatus) => (CLERK_STATUSES as readonly TriageStatus[]).includes(s);

/**
 * The clerk version of 'Research Notes for Voter ID: {id}' (spec 3 sections 2.4 and 4.2): tabs
 * Registration Information, Activity (only when the registration has a flag), Voting History, and
 * 'Add To Queue' (status not INQ, CI, NS or CAT) or 'Next Steps' (status INQ, CI, NS or CAT), the
 * last for users holding the clerk's permissions. Shared UI: the review page opens it for clerks,
 * the clerk dashboard will. After a save the row changes through `onChanged` and the dialog stays
 * open on the new state.
 */
export function ClerkNotesDialog(p: {
  row: NotesRegistration | null;
  onHide: () => void;
  onChanged: (flag: FlagState) => void;
  /** Shown under the registration's details: the opening page's evidence of its findings. */
  evidence?: ReactNode;
  /** The list's next row: "Save and next" opens it after a save (as the registration page does). */
  onNext?: (() => void) | undefined;
}) {
  return (
    <Modal show={p.row !== null} onHide={p.onHide} size="xl" aria-labelledby="research-notes-title">
      {p.row && (
        <ClerkNotes
          key={p.row.voter_identification_number}
          row={p.row}
          onHide={p.onHide}
          onChanged={p.onChanged}
          evidence={p.evidence}
          onNext={p.onNext}
        />
      )}
    </Modal>
  );
}

function ClerkNotes(p: {
  row: NotesRegistration;
  onHide: () => void;
  onChanged: (flag: FlagState) => void;
  evidence?: ReactNode;
  onNext?: (() => void) | undefined;
}) {
  const r = p.row;
  const user = useStoredUser();
  const navigate = useNavigate();
  const { comments, flag, reload } = useFlagComments(r.voter_identification_number, user !== null);
  const [tab, setTab] = useState('registration');
  // The state a save answered, until the history is fetched again.
  const [saved, setSaved] = useState<FlagState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh history replaces the saved state
  useEffect(() => setSaved(null), [comments.dataUpdatedAt]);
  const { save, notice, clearNotice } = useTriageSave({
    onSaved: (f) => {
      setSaved(f);
      p.onChanged(f);
      reload();
    },
    onRefused: reload,
  });

  // Spec 3 sections 6 and 8: no user sends them to /login with 'Please log-in.'; a failed history
  // load, whatever the failure (refused, server error, no connection), with the permission message.
  const failed = comments.isError;
  useEffect(() => {
    const message = !user ? PLEASE_LOG_IN_MESSAGE : failed ? INSUFFICIENT_PERMISSION_MESSAGE : null;
    if (message) void navigate(`/login?redirect-msg=${encodeURIComponent(message)}`);
  }, [user, failed, navigate]);

  const loaded = comments.isSuccess;
  const seen = saved ?? flag;
  const status: TriageStatus = seen?.current_triage_status ?? r.current_triage_status ?? 'NEW';
  const flaggedRegId = saved || loaded ? (seen?.flagged_reg_id ?? null) : r.flagged_reg_id;
  const seenFlag =
    seen && seen.flagged_reg_id !== null
      ? { flagged_reg_id: seen.flagged_reg_id, version: seen.version }
      : null;
  const clerk = can(user?.roles ?? [], 'clerk.work-queue');
  const nextSteps = inClerkWork(status);

  return (
    <>
      <NotesHeader voterId={r.voter_identification_number} status={status} />
      <Modal.Body>
        <Tabs activeKey={tab} onSelect={(k) => setTab(k ?? 'registration')} className="mb-3" mountOnEnter>
          <Tab eventKey="registration" title="Registration Information">
            <RegistrationFacts registration={r} />
            <div className="mt-3">
              <h3 className="h6">Evidence of the findings</h3>
              {p.evidence ?? (user && <LoadedFindingEvidence voterId={r.voter_identification_number} />)}
            </div>
          </Tab>
          {flaggedRegId !== null && (
            <Tab eventKey="activity" title="Activity">
              {loaded ? <ActivityList comments={comments.data.comments} /> : <PageLoading />}
            </Tab>
          )}
          <Tab eventKey="history" title="Voting History">
            <VotingHistory voterId={String(r.voter_identification_number)} />
          </Tab>
          {clerk && (
            <Tab eventKey="action" title={nextSteps ? 'Next Steps' : 'Add To Queue'}>
              {notice && (
                <Alert variant={notice.ok ? 'success' : 'danger'} data-testid="clerk-notes-notice">
                  {notice.text}
                </Alert>
              )}
              {!loaded ? (
                <PageLoading />
              ) : nextSteps && seenFlag ? (
                <NextStepsForm
                  key={seenFlag.flagged_reg_id}
                  voterId={r.voter_identification_number}
                  status={status}
                  flag={seenFlag}
                  save={save}
                  onInvalid={clearNotice}
                  onNext={p.onNext}
                />
              ) : (
                <AddToQueue
                  voterId={r.voter_identification_number}
                  status={status}
                  flag={seenFlag}
                  save={save}
                  onNext={p.onNext}
                />
              )}
            </Tab>
          )}
        </Tabs>
      </Modal.Body>
      <NotesFooter onHide={p.onHide} />
    </>
  );
}
