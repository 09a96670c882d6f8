import { zodResolver } from '@hookform/resolvers/zod';
import { type FlagState, researchNotesForm, updateTriageStatusBody } from '@voterroll/contract/flags-api';
import {
  challengePath,
  offersChallenge,
  PREPARE_CHALLENGE,
  type TriageActorRole,
  type TriageStatus,
} from '@voterroll/contract/triage';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../form-field';
import { addToQueueBody } from './add-to-queue';
import { ReasonFields, reasonOf } from './reason-fields';
import { type OfferedAction, offeredActions } from './registration-moves';
import { useTriageSave } from './use-triage-save';

/** The registration's flag as the bar needs it (null: unflagged). */
export interface ActionFlag {
  flagged_reg_id: number;
  version: number;
  flagged_reason?: string | null;
}

/** A second Save of the move's form that goes on after the save (the clerk's "Save and next"). */
export interface SaveAndGo {
  label: string;
  go: () => void;
}

/**
 * The registration page's action bar: one button per offered move, the chosen move's form below
 * (validated on submit only; Save disabled while in flight), the answer's message after. `children`
 * are further buttons of the page that opened it; `saveAndGo` a second Save of each form that
 * goes on after a successful save (a clerk list's "Save and next").
 */
export function RegistrationActions(p: {
  voterId: number;
  status: TriageStatus;
  flag: ActionFlag | null;
  roles: readonly string[];
  onSaved: (flag: FlagState) => void;
  /** A refusal: the registration may have changed meanwhile, reload it. */
  onStale: () => void;
  children?: ReactNode;
  saveAndGo?: SaveAndGo | undefined;
}) {
  const actions = offeredActions(p.roles, p.status);
  // Challenge Submitted is the packet's alone: where it was a move, the packet page is offered.
  const challenge = offersChallenge(p.roles as TriageActorRole[], p.status);
  const [chosen, setChosen] = useState<OfferedAction | null>(null);
  const [busy, setBusy] = useState(false);
  const { save, notice, clearNotice } = useTriageSave({
    onSaved: (f) => {
      setChosen(null);
      p.onSaved(f);
    },
    onRefused: p.onStale,
  });
  const body = {
    voter_id: p.voterId,
    flagged_reg_id: p.flag?.flagged_reg_id ?? null,
    expected_status: p.status,
  };
  const seen = p.flag ? { ...body, expected_version: p.flag.version } : body;
  const choose = async (a: OfferedAction) => {
    clearNotice();
    if (a.form !== 'queue') return setChosen(a);
    setBusy(true);
    await save(addToQueueBody(p.voterId, p.status, p.flag));
    setBusy(false);
  };
  return (
    <section aria-label="Actions" data-testid="registration-actions">
      {actions.length === 0 && !p.children && !challenge ? (
        <p className="mb-0 text-body-secondary" data-testid="no-actions">
          Your role may not change a registration that is in this status.
        </p>
      ) : (
        <div className="d-flex flex-wrap gap-2" role="toolbar" aria-label="Moves">
          {actions.map((a) => (
            <Button
              key={a.to}
              variant={chosen?.to === a.to ? 'primary' : 'outline-primary'}
              aria-pressed={chosen?.to === a.to}
              disabled={busy}
              onClick={() => void choose(a)}
            >
              {a.label}
            </Button>
          ))}
          {challenge && (
            <Link
              className="btn btn-outline-danger"
              to={challengePath(p.voterId)}
              data-testid="prepare-challenge"
            >
              {PREPARE_CHALLENGE}
            </Link>
          )}
          {p.children}
        </div>
      )}
      {chosen && (
        <MoveForm
          key={`${chosen.to}-${p.flag?.version ?? 0}`}
          action={chosen}
          flag={p.flag}
          onCancel={() => setChosen(null)}
          onInvalid={clearNotice}
          saveAndGo={p.saveAndGo}
          save={(v) => save({ ...seen, ...v, triage_status: chosen.to })}
        />
      )}
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} className="mt-3 mb-0" data-testid="actions-notice">
          {notice.text}
        </Alert>
      )}
    </section>
  );
}

const reasonForm = researchNotesForm.pick({ flagged_reason: true, comments_x: true });
const descriptionForm = updateTriageStatusBody.pick({ comments_x: true });
type Values = { flagged_reason?: string; comments_x: string };

/** The chosen move's form: a reason (from the flag's own) and a description, or a description. */
function MoveForm(p: {
  action: OfferedAction;
  flag: ActionFlag | null;
  onCancel: () => void;
  onInvalid: () => void;
  save: (v: Values) => Promise<boolean>;
  saveAndGo?: SaveAndGo | undefined;
}) {
  const withReason = p.action.form === 'reason';
  const form = useForm<Values>({
    resolver: zodResolver(withReason ? reasonForm : descriptionForm) as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: withReason ? { flagged_reason: reasonOf(p.flag), comments_x: '' } : { comments_x: '' },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit(async (v) => void (await p.save(v)), p.onInvalid);
  const submitAndGo = form.handleSubmit(async (v) => {
    if (await p.save(v)) p.saveAndGo?.go();
  }, p.onInvalid);
  return (
    <Form noValidate onSubmit={submit} className="mt-3" data-testid="move-form" aria-label={p.action.label}>
      <h3 className="h6">{p.action.label}</h3>
      {withReason ? (
        <ReasonFields
          reason={form.register('flagged_reason')}
          comments={form.register('comments_x')}
          errors={e}
          idPrefix="field-move"
        />
      ) : (
        <FormField label="Reason description" controlId="field-move-comments" error={e.comments_x}>
          <Form.Control as="textarea" rows={3} {...form.register('comments_x')} isInvalid={!!e.comments_x} />
        </FormField>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save
        </Button>
        {p.saveAndGo && (
          <Button
            variant="outline-primary"
            disabled={form.formState.isSubmitting}
            onClick={() => void submitAndGo()}
            data-testid="save-and-go"
          >
            {p.saveAndGo.label}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={p.onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
