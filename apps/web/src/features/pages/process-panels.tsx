import type { ReactNode } from 'react';

/** The process pictures of the about page, drawn as SVG so the site needs no image files. */
export interface ProcessStep {
  caption: string;
  text: string;
  picture: ReactNode;
}

const box = (x: number, y: number, label: string, fill: string) => (
  <g key={label}>
    <rect x={x} y={y} width="120" height="44" rx="8" fill={fill} />
    <text x={x + 60} y={y + 27} textAnchor="middle" fontSize="14" fill="#fff" fontWeight="600">
      {label}
    </text>
  </g>
);

const frame = (children: ReactNode) => (
  <svg viewBox="0 0 480 220" className="w-100 process-picture" role="presentation" aria-hidden="true">
    <rect width="480" height="220" rx="12" fill="var(--bs-tertiary-bg)" />
    {children}
  </svg>
);

const arrow = (x1: number, y1: number, x2: number, y2: number) => (
  <line
    key={`${x1}-${y1}-${x2}-${y2}`}
    x1={x1}
    y1={y1}
    x2={x2}
    y2={y2}
    stroke="var(--bs-secondary-color)"
    strokeWidth="3"
    markerEnd="url(#arrow)"
  />
);

const defs = (
  <defs>
    <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto">
      <path d="M0 0L10 5L0 10z" fill="var(--bs-secondary-color)" />
    </marker>
  </defs>
);

const person = (x: number, colour: string, label: string) => (
  <g key={label}>
    <circle cx={x} cy="80" r="22" fill={colour} />
    <rect x={x - 30} y="108" width="60" height="50" rx="20" fill={colour} />
    <text x={x} y="185" textAnchor="middle" fontSize="13" fill="var(--bs-body-color)">
      {label}
    </text>
  </g>
);

export const processSteps: ProcessStep[] = [
  {
    caption: 'The Overall Cycle',
    text: 'Identify and flag, verify, substantiate, rectify. The last two steps happen outside this site, with the local clerk.',
    picture: frame(
      <>
        {defs}
        {box(50, 30, 'Identify / Flag', '#0d6efd')}
        {box(310, 30, 'Verify', '#6f42c1')}
        {box(310, 146, 'Substantiate', '#fd7e14')}
        {box(50, 146, 'Rectify', '#198754')}
        {arrow(172, 52, 306, 52)}
        {arrow(370, 76, 370, 142)}
        {arrow(308, 168, 174, 168)}
        {arrow(110, 144, 110, 78)}
      </>,
    ),
  },
  {
    caption: 'People',
    text: 'Citizens and volunteers find possible errors; Election Patriot reviewers check them; elected clerks keep the roll.',
    picture: frame(
      <>
        {person(110, '#0d6efd', 'Volunteers')}
        {person(240, '#6f42c1', 'Reviewers')}
        {person(370, '#198754', 'Clerks')}
      </>,
    ),
  },
  {
    caption: 'Process',
    text: 'Each monthly voter file is loaded, checked by published rules, and compared with the month before.',
    picture: frame(
      <>
        {defs}
        {box(20, 88, 'Voter file', '#6c757d')}
        {box(180, 88, 'Rules', '#0d6efd')}
        {box(340, 88, 'Findings', '#dc3545')}
        {arrow(142, 110, 176, 110)}
        {arrow(302, 110, 336, 110)}
      </>,
    ),
  },
  {
    caption: 'Identify / Flag',
    text: 'A rule or a volunteer marks a registration as questionable, with the evidence: which rule, which record, which month.',
    picture: frame(
      <>
        <rect x="120" y="40" width="240" height="140" rx="10" fill="var(--bs-body-bg)" stroke="#0d6efd" />
        <path d="M170 70v90M170 70h80l-15 20 15 20h-80" fill="#fd7e14" stroke="#fd7e14" strokeWidth="4" />
        <text x="300" y="120" textAnchor="middle" fontSize="14" fill="var(--bs-body-color)">
          Flagged
        </text>
      </>,
    ),
  },
  {
    caption: 'Verify',
    text: 'A second person, in a verifier role, reviews every flag. Nothing moves on without that recorded review.',
    picture: frame(
      <>
        <circle cx="200" cy="110" r="50" fill="none" stroke="#6f42c1" strokeWidth="10" />
        <line x1="236" y1="146" x2="290" y2="200" stroke="#6f42c1" strokeWidth="14" strokeLinecap="round" />
        <path d="M178 110l16 16 28-32" stroke="#198754" strokeWidth="8" fill="none" />
      </>,
    ),
  },
  {
    caption: 'Substantiate',
    text: 'Evidence is gathered outside the site (records, canvassing) to confirm or clear the finding.',
    picture: frame(
      [0, 1, 2].map((i) => (
        <g key={i}>
          <rect
            x={150 + i * 30}
            y={40 + i * 15}
            width="130"
            height="150"
            rx="6"
            fill="var(--bs-body-bg)"
            stroke="#fd7e14"
            strokeWidth="3"
          />
          <line
            x1={165 + i * 30}
            y1={75 + i * 15}
            x2={265 + i * 30}
            y2={75 + i * 15}
            stroke="#fd7e14"
            strokeWidth="3"
          />
        </g>
      )),
    ),
  },
  {
    caption: 'Rectify',
    text: 'The clerk decides. A confirmed error is corrected under state law; a valid registration is marked okay.',
    picture: frame(
      <>
        <rect x="150" y="60" width="180" height="110" rx="10" fill="#198754" />
        <path d="M200 115l25 25 55-55" stroke="#fff" strokeWidth="12" fill="none" strokeLinecap="round" />
      </>,
    ),
  },
];
