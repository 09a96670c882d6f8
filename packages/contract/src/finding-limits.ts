import type { FindingRule } from './metrics';

/**
 * What each finding rule does not prove, as the registration page and the research notes say it
 * under the finding's evidence: a finding is a reason to look, never a conclusion (MCL 168.512 asks
 * a challenger for their own reasons).
 */
export const FINDING_LIMITS: Record<FindingRule, string> = {
  DUPLICATE:
    'That these registrations are one person, or that anyone voted twice: relatives and namesakes share names, birth years and addresses.',
  DECEASED:
    'That this voter died: a match by name and birth year may be someone else; the clerk confirms with the death record.',
  AGE_100_PLUS:
    'That the voter died: people over 100 live and vote. The file gives only the birth year, so the age may be off by one.',
  AGE_90_PLUS:
    'That the voter died or moved: people over 90 live and vote. The file gives only the birth year, so the age may be off by one.',
  AGE_PLACEHOLDER:
    'Anything about the voter: a birth year no one living has is a placeholder entered when the real one was unknown.',
  REG_DATE_PRE_1942:
    'That the registration is invalid: registrations carried over from paper records often have placeholder dates.',
  UPS_USPS:
    'That the voter does not live in the jurisdiction: a mail address may have been entered as the residence by mistake.',
  NCOA_STATE:
    'That the voter changed residence: people file changes of address for temporary moves (school, military, seasonal work).',
  LOW_PROPENSITY: 'That the voter moved or is not eligible: not voting is no reason to remove anyone.',
  NVRA_8D_DEC_2022:
    'That the voter moved: status V (Verify) means a confirmation notice was sent; NVRA section 8(d) removes only after no answer and no vote through two federal general elections.',
  NVRA_8D_2025:
    'That the voter moved: status V (Verify) means a confirmation notice was sent; NVRA section 8(d) removes only after no answer and no vote through two federal general elections.',
  NON_RESIDENTIAL:
    'That no one lives at the address: some non-residential places house people, and the canvass category may be out of date.',
  BLANK_UNIT: 'That the voter does not live at the address: a missing unit number is a record to correct.',
  UNDELIVERABLE: 'That the voter moved: mail comes back for a temporary absence or a carrier error.',
};
