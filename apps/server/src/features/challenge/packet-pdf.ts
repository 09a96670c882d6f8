import {
  CHALLENGE_NEXT_STEPS,
  type ChallengePacket,
  type ChallengerContact,
  type ChallengeVoter,
  NO_CHALLENGE_REFERENCE,
} from '@voterroll/contract/challenge-api';
import { personNameOf, precinctName, ruleLabel, voterStatusLabel } from '@voterroll/contract/labels';
import PDFDocument from 'pdfkit';

/**
 * The challenge packet as a PDF (issue 35): the same content as the page's printed sheet, made on
 * the server with pdfkit's standard fonts (no font files to ship). A draft has no submission date
 * and, unless the page sent them, blank lines for the reasons.
 */

/** What the PDF prints: the packet, or the draft with the reasons typed so far. */
export type PdfContent = Omit<ChallengePacket, 'challenger' | 'submitted_at'> & {
  challenger: ChallengeVoter | null;
  contact: ChallengerContact;
  /** Why the challenger is not yet the one to submit (a draft's refusal), else null. */
  challenger_problem: string | null;
  submitted_at: string | null;
};

const addressOf = (v: ChallengeVoter) =>
  [v.full_street_address, [v.city, v.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
  'Not in the voter file';

function voterLines(v: ChallengeVoter): [string, string][] {
  return [
    ['Name', personNameOf(v.full_name)],
    ['Voter ID', String(v.voter_id)],
    ['Address', addressOf(v)],
    [
      'City or township',
      `${v.jurisdiction_name}, ${v.county_name} County${v.precinct ? `, ${precinctName(v.ward ?? '', v.precinct)}` : ''}`,
    ],
    ...(v.year_of_birth !== null ? [['Year of birth', String(v.year_of_birth)] as [string, string]] : []),
    ...(v.voter_status_type_code
      ? [['Voter status', voterStatusLabel(v.voter_status_type_code)] as [string, string]]
      : []),
  ];
}

/** Renders the packet; resolves with the PDF's bytes. */
export function packetPdf(c: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Challenge of a voter registration ${c.reference ?? ''}`.trim(),
      Subject: `${c.statute} challenge of voter ID ${c.voter.voter_id}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.2);
    doc.font('Helvetica').fontSize(10);
  };
  const pairs = (rows: [string, string][]) => {
    for (const [k, v] of rows)
      doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);
  };

  doc.font('Helvetica').fontSize(10);
  doc.text(`To the Clerk of ${c.voter.jurisdiction_name}, ${c.voter.county_name} County, Michigan`);
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(`Challenge of a voter registration under ${c.statute}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  pairs([
    ['Reference number', c.reference ?? NO_CHALLENGE_REFERENCE],
    ['Submitted', c.submitted_at ? c.submitted_at.slice(0, 10) : 'not yet (draft)'],
  ]);
  doc.moveDown(0.4).fontSize(9).text(c.statute_text).fontSize(10);

  heading(`The challenger, a registered voter of ${c.voter.jurisdiction_name}`);
  if (c.challenger) pairs(voterLines(c.challenger));
  else doc.text(c.challenger_problem ?? 'No registration linked to the account yet.');
  pairs([
    ['Account', c.contact.account],
    ['E-mail', c.contact.email ?? 'none given'],
    ['Phone', c.contact.phone ?? 'none given'],
  ]);

  heading('The registration challenged');
  pairs(voterLines(c.voter));

  heading('Reasons');
  pairs([['Reason of invalidity', c.flagged_reason]]);
  if (c.reasons.trim()) doc.moveDown(0.3).text(c.reasons);
  else for (let i = 0; i < 4; i++) doc.moveDown(1.2).text('_'.repeat(95));

  heading(`Evidence from the voter file${c.snapshot_date ? ` of ${c.snapshot_date}` : ''}`);
  if (c.findings.length === 0)
    doc.text("No system findings: the reasons rest on the challenger's own research.");
  for (const f of c.findings) {
    doc.moveDown(0.3).font('Helvetica-Bold').text(ruleLabel(f.rule)).font('Helvetica');
    for (const s of f.sentences) doc.text(s, { indent: 12 });
  }

  heading('What this evidence is');
  doc.fontSize(9).text(c.disclaimer).fontSize(10);

  heading('What happens next');
  for (const s of CHALLENGE_NEXT_STEPS) doc.text(`- ${s}`);

  // Lines to sign and date, side by side.
  doc.moveDown(3);
  const y = doc.y;
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(left + 300, y)
    .moveTo(left + 340, y)
    .lineTo(left + 500, y)
    .stroke();
  doc.fontSize(9).text('Signature of the challenger', left, y + 4);
  doc.text(`Date${c.submitted_at ? ` (submitted ${c.submitted_at.slice(0, 10)})` : ''}`, left + 340, y + 4);
  doc.end();
  return done;
}
