import type { Legibility } from './envelopes-ocr';

/** What is written on one absentee ballot return envelope. */
export interface EnvelopeFace {
  fileName: string;
  avcbNumber: number;
  jurisdiction: string;
  name: string;
  address: string;
  city: string;
  precinct: string;
  ballotNumber: string;
  /** MM/DD/YYYY, as the voter wrote it. */
  signedDate: string;
  /** The clerk's stamp, MM/DD/YYYY, or '' when the envelope was not stamped. */
  receivedDate: string;
  legibility: Legibility;
  /** A small tilt of the scan, in degrees. */
  tilt: number;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Renders the envelope as an SVG scan: the printed form, the voter's handwriting, the clerk's
 * received stamp and the board's batch stamp. Smudged scans are blurred; faded ones are pale,
 * blurred and stained, as the hard cases of a real batch are.
 */
export function envelopeSvg(f: EnvelopeFace): string {
  const ink = f.legibility === 'faded' ? '#8a8fa0' : '#1d2a6b';
  const blur = f.legibility === 'clear' ? 0 : f.legibility === 'smudged' ? 0.6 : 1.3;
  const hand = 'font-family="Comic Sans MS, Segoe Script, cursive"';
  const print = 'font-family="Helvetica, Arial, sans-serif"';
  const stain =
    f.legibility === 'faded'
      ? '<ellipse cx="470" cy="150" rx="90" ry="60" fill="#b48a4a" opacity="0.25"/>'
      : '';
  const received = f.receivedDate
    ? `<g transform="rotate(-8 560 80)"><rect x="470" y="50" width="170" height="56" fill="none" stroke="#b3261e" stroke-width="3"/>
  <text x="555" y="72" ${print} font-size="13" fill="#b3261e" text-anchor="middle">RECEIVED</text>
  <text x="555" y="96" ${print} font-size="18" font-weight="bold" fill="#b3261e" text-anchor="middle">${xml(f.receivedDate)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="340" viewBox="0 0 720 340" role="img" aria-label="Scanned ballot envelope ${xml(f.fileName)}">
<defs><filter id="scan"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>
<rect width="720" height="340" fill="#f7f3e8"/>
<g transform="rotate(${f.tilt.toFixed(2)} 360 170)" filter="url(#scan)">
  <rect x="12" y="12" width="696" height="316" fill="#fffdf6" stroke="#6b6b6b"/>
  <text x="30" y="42" ${print} font-size="15" font-weight="bold" fill="#222">OFFICIAL ABSENT VOTER BALLOT RETURN ENVELOPE</text>
  <text x="30" y="62" ${print} font-size="12" fill="#444">${xml(f.jurisdiction)} - November 3, 2020 General Election</text>
  <text x="30" y="100" ${print} font-size="12" fill="#444">Ballot No.</text>
  <text x="110" y="100" ${print} font-size="18" font-weight="bold" fill="#222">${xml(f.ballotNumber)}</text>
  <text x="300" y="100" ${print} font-size="12" fill="#444">Precinct</text>
  <text x="360" y="100" ${print} font-size="18" font-weight="bold" fill="#222">${xml(f.precinct)}</text>
  <text x="30" y="150" ${print} font-size="11" fill="#444">Voter name</text>
  <text x="120" y="150" ${hand} font-size="19" fill="${ink}">${xml(f.name)}</text>
  <text x="30" y="185" ${print} font-size="11" fill="#444">Address</text>
  <text x="120" y="185" ${hand} font-size="19" fill="${ink}">${xml(f.address)}</text>
  <text x="120" y="210" ${hand} font-size="19" fill="${ink}">${xml(f.city)}</text>
  <line x1="120" y1="262" x2="430" y2="262" stroke="#444"/>
  <text x="30" y="258" ${print} font-size="11" fill="#444">Signature</text>
  <text x="130" y="255" ${hand} font-size="22" fill="${ink}">${xml(f.name.split(' ').slice(-1)[0] ?? '')}</text>
  <text x="450" y="258" ${print} font-size="11" fill="#444">Date signed</text>
  <text x="530" y="258" ${hand} font-size="19" fill="${ink}">${xml(f.signedDate)}</text>
  <rect x="560" y="280" width="130" height="36" fill="none" stroke="#2e5e2e" stroke-width="2"/>
  <text x="625" y="304" ${print} font-size="15" font-weight="bold" fill="#2e5e2e" text-anchor="middle">AVCB ${f.avcbNumber}</text>
  ${received}
  ${stain}
</g>
</svg>
`;
}
