import { canvassFindingLabel, moveTypeLabel, postalKindLabel } from './evidence-labels';
import { personNameOf, ruleLabel, voterStatusLabel } from './labels';
import { type DuplicatePart, RULE_DATES } from './metrics';

/**
 * A finding's evidence in sentences a clerk reads (issue 35): what the challenge packet prints, on
 * the page and in its PDF, never the evidence's JSON. Built from the evidence the finding carries;
 * DUPLICATE's other registrations are named with what the server read of them (`related`).
 */

/** Another registration a finding names (DUPLICATE's group), as the packet names it. */
export interface RelatedRegistration {
  voter_id: number;
  full_name: string;
  full_street_address: string | null;
}

export interface SentenceFinding {
  rule: string;
  detail: string | null;
  snapshot_date: string;
  evidence: Record<string, unknown>;
}

/** What each DUPLICATE part shares, as the sentence says it. */
const SHARED: Record<DuplicatePart, string> = {
  address: 'first name, birth year and address',
  name: 'first, middle and last name and birth year',
};

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

/** 'a, b and c'. */
export const listWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A registration as a sentence names it: 'registration 41008155262 (JANE DOE, 2136 BROADWAY ST)'. */
export function registrationWords(id: number, related: ReadonlyMap<number, RelatedRegistration>): string {
  const r = related.get(id);
  if (!r) return `registration ${id} (no longer in the voter file)`;
  const name = personNameOf(r.full_name);
  return `registration ${id} (${[name, r.full_street_address].filter(Boolean).join(', ')})`;
}

/** Where a finding came from: the source file and line, else the registration's own fields. */
export function sourceSentence(f: SentenceFinding): string {
  const e = f.evidence;
  const file = str(e.source);
  if (!file) return `Source: the registration's own fields in the voter file of ${f.snapshot_date}.`;
  const line = str(e.line);
  const of = str(e.source_snapshot) ?? f.snapshot_date;
  return `Source: ${file}${line ? `, line ${line}` : ''}, delivered with the voter file of ${of}.`;
}

function duplicate(f: SentenceFinding, self: number, related: ReadonlyMap<number, RelatedRegistration>) {
  const matches = Array.isArray(f.evidence.matches) ? f.evidence.matches : [];
  const out: string[] = [];
  for (const m of matches as { part?: string; match?: string; voter_ids?: unknown }[]) {
    const ids = (Array.isArray(m.voter_ids) ? m.voter_ids : []).map(Number).filter((id) => id !== self);
    if (ids.length === 0) continue;
    const shared =
      SHARED[m.part as DuplicatePart] ?? (m.match ?? 'identifying details').replace(/^same /, '');
    const names = listWords(ids.map((id) => registrationWords(id, related)));
    out.push(`Shares ${shared} with ${names}.`);
  }
  return out.length > 0 ? out : ['Shares identifying details with other registrations.'];
}

function deceased(e: Record<string, unknown>) {
  const listedBy = str(e.source_name);
  const died = str(e.date_of_death);
  const by = str(e.matched_by);
  const how =
    by === 'voter id'
      ? 'matched by voter ID'
      : by
        ? `matched by ${by.replace('(unique match)', '(the only registration that matches)')}`
        : null;
  return [
    `Listed in the deceased records${listedBy ? ` of ${listedBy}` : ''}${died ? `, date of death ${died}` : ''}${how ? `; ${how}` : ''}.`,
  ];
}

function age(rule: string, e: Record<string, unknown>) {
  const born = str(e.year_of_birth);
  const years = str(e.age);
  const asOf = str(e.as_of);
  const at = `age ${years ?? 'unknown'}${asOf ? ` on ${asOf}` : ''}`;
  if (rule === 'AGE_PLACEHOLDER')
    return [`Birth year ${born ?? 'unknown'} is a placeholder: ${at}, which no one living has.`];
  return [`Born in ${born ?? 'an unknown year'}: ${at} (the voter file gives only the birth year).`];
}

function inactivity(rule: string, e: Record<string, unknown>) {
  const registered = str(e.registration_date);
  const voted = str(e.last_voted);
  const status = str(e.status);
  const since =
    rule === 'NVRA_8D_DEC_2022'
      ? RULE_DATES.nvraDec2022Since
      : rule === 'NVRA_8D_2025'
        ? RULE_DATES.nvra2025Since
        : null;
  const parts = [
    `Registered on ${registered ?? 'an unknown date'}`,
    voted ? `last voted on ${voted}` : 'no vote on file',
    status ? `voter status ${voterStatusLabel(status)}` : null,
  ].filter(Boolean);
  const first = `${parts.join('; ')}.`;
  if (!since) return [first];
  return [
    first,
    `A confirmation notice was sent (status Verify), the registration predates the federal general election of ${since} and no vote is on file since.`,
  ];
}

function postal(e: Record<string, unknown>, detail: string | null) {
  const kind = str(e.kind) ?? detail;
  const name = str(e.name);
  const address = str(e.address);
  return [
    `The registration's street address is ${name ?? 'a postal location'}${kind ? `, a ${postalKindLabel(kind)}` : ''}${address ? `, at ${address}` : ''}.`,
  ];
}

function ncoa(e: Record<string, unknown>, detail: string | null) {
  const state = str(e.new_state) ?? detail;
  const city = str(e.new_city);
  const when = str(e.move_effective_date);
  const type = str(e.move_type);
  const to = [city, state].filter(Boolean).join(', ') || 'another state';
  return [
    `A National Change of Address record${type ? ` (${moveTypeLabel(type).toLowerCase()} move)` : ''} to ${to}${when ? `, effective ${when}` : ''}.`,
  ];
}

function canvass(rule: string, e: Record<string, unknown>, detail: string | null) {
  if (rule === 'NON_RESIDENTIAL')
    return [`Canvassers categorized the address as ${str(e.category) ?? detail ?? 'non-residential'}.`];
  const finding = str(e.finding) ?? detail;
  if (finding === 'empty_lot') return ['Canvassers found an empty lot at this address.'];
  return [
    `${finding ? canvassFindingLabel(finding) : 'Unit missing'}: canvassers found units at the address and the registration names none.`,
  ];
}

/**
 * The sentences of one finding of registration `self`: what was found, then its source. Every
 * rule has its sentence; a rule this table does not know says its summary, else its name.
 */
export function findingSentences(
  f: SentenceFinding,
  self: number,
  related: ReadonlyMap<number, RelatedRegistration> = new Map(),
): string[] {
  const e = f.evidence;
  const body = (() => {
    switch (f.rule) {
      case 'DUPLICATE':
        return duplicate(f, self, related);
      case 'DECEASED':
        return deceased(e);
      case 'AGE_100_PLUS':
      case 'AGE_90_PLUS':
      case 'AGE_PLACEHOLDER':
        return age(f.rule, e);
      case 'REG_DATE_PRE_1942':
        return [`Registered on ${str(e.registration_date) ?? 'an unknown date'}, before 1942.`];
      case 'LOW_PROPENSITY':
      case 'NVRA_8D_DEC_2022':
      case 'NVRA_8D_2025':
        return inactivity(f.rule, e);
      case 'UPS_USPS':
        return postal(e, f.detail);
      case 'NCOA_STATE':
        return ncoa(e, f.detail);
      case 'NON_RESIDENTIAL':
      case 'BLANK_UNIT':
        return canvass(f.rule, e, f.detail);
      default: {
        const summary = str(e.summary);
        return [summary ? `${summary.replace(/\.$/, '')}.` : `${ruleLabel(f.rule)}.`];
      }
    }
  })();
  return [...body, sourceSentence(f)];
}

/** The voter ids a finding names besides its own registration (DUPLICATE's groups). */
export function relatedIdsOf(f: SentenceFinding, self: number): number[] {
  if (f.rule !== 'DUPLICATE' || !Array.isArray(f.evidence.matches)) return [];
  const ids = (f.evidence.matches as { voter_ids?: unknown }[]).flatMap((m) =>
    Array.isArray(m.voter_ids) ? m.voter_ids.map(Number) : [],
  );
  return [...new Set(ids)].filter((id) => id !== self && Number.isSafeInteger(id));
}
