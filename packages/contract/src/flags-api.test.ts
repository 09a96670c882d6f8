import { describe, expect, it } from 'vitest';
import { clerkNextStepsForm, updateTriageStatusBody } from './flags-api';

/** What a form shows: each field's first message (react-hook-form's default). */
const firstMessages = (values: object) => {
  const r = clerkNextStepsForm.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
};

describe("the clerk's Next Steps form (spec 3 section 5)", () => {
  it("says the spec's words for each missing or wrong field", () => {
    expect(firstMessages({ triage_status: '', comments_x: '' })).toEqual({
      triage_status: 'Triage status required',
      comments_x: 'Reason description required',
    });
    expect(firstMessages({})).toEqual({
      triage_status: 'Triage status required',
      comments_x: 'Reason description required',
    });
    expect(firstMessages({ triage_status: 'NS', comments_x: '   short  ' })).toEqual({
      comments_x: 'Please describe reason using minimum 8 characters',
    });
    expect(firstMessages({ triage_status: 'CAT', comments_x: 'x'.repeat(1025) })).toEqual({
      comments_x: 'Reason Description: Maximum 1024 characters, please',
    });
  });

  it('offers only the final dispositions NS, CAT and CI', () => {
    for (const s of ['NS', 'CAT', 'CI'])
      expect(firstMessages({ triage_status: s, comments_x: 'Notice mailed on Oct 3' })).toEqual({});
    for (const s of ['INQ', 'TRG', 'VALID'])
      expect(firstMessages({ triage_status: s, comments_x: 'Notice mailed on Oct 3' })).toEqual({
        triage_status: 'Triage status required',
      });
  });

  it('is the update-triage-status body without the registration: its values are sent as they are', () => {
    const values = clerkNextStepsForm.parse({ triage_status: 'CI', comments_x: ' Removed: moved away ' });
    expect(updateTriageStatusBody.parse({ voter_id: 12, flagged_reg_id: 3, ...values })).toMatchObject({
      triage_status: 'CI',
      comments_x: 'Removed: moved away',
    });
  });
});
