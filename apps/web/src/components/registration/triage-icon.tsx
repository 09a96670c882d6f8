import './registration.css';
import { TRIAGE_STATUS_INFO, type TriageStatus } from '@voterroll/contract/triage';
import type { ReactNode } from 'react';

const CLIPBOARD = (
  <>
    <rect
      x="3"
      y="2.5"
      width="10"
      height="12.5"
      rx="1.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    />
    <rect x="5.5" y="1" width="5" height="3" rx="1" />
  </>
);

/** Inline shapes for the triage icons of spec 1 section 4 (the site loads no icon font). */
const SHAPES: Record<string, ReactNode> = {
  clipboard: CLIPBOARD,
  'clipboard-check': (
    <>
      {CLIPBOARD}
      <path d="M5.5 9.5l2 2 3.5-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
  eye: (
    <>
      <path
        d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <circle cx="8" cy="8" r="2.2" />
    </>
  ),
  bookmark: <path d="M4 1.5h8v13l-4-3-4 3z" fill="none" stroke="currentColor" strokeWidth="1.5" />,
  envelope: (
    <>
      <rect
        x="1.5"
        y="3.5"
        width="13"
        height="9"
        rx="1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path d="M2 4.5l6 4.5 6-4.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </>
  ),
  pencil: <path d="M11 2l3 3-8 8H3v-3z" fill="none" stroke="currentColor" strokeWidth="1.5" />,
  backspace: (
    <>
      <path d="M5 3h9v10H5L1 8z" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M7.5 6l4 4m0-4l-4 4" stroke="currentColor" strokeWidth="1.4" />
    </>
  ),
  info: (
    <>
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <rect x="7.2" y="7" width="1.6" height="4.5" rx="0.5" />
      <circle cx="8" cy="4.8" r="1" />
    </>
  ),
};

const isTriageStatus = (s: string): s is TriageStatus => s in TRIAGE_STATUS_INFO;

/**
 * What a registration's triage status looks like: its words, the icon's colour class, the words'
 * colour class and the icon. Words take the colour's emphasis shade (Bootstrap's
 * `text-*-emphasis`), which meets WCAG AA in both themes: #ffc107 text on white was 1.63:1, red
 * on the dark theme 3.4:1.
 */
export function triageLook(status: string | null) {
  if (status === null || !isTriageStatus(status) || status === 'NEW') {
    return {
      label: 'Unflagged',
      colourClass: 'text-body-secondary',
      textClass: 'text-body-secondary',
      shape: 'info',
    };
  }
  const info = TRIAGE_STATUS_INFO[status];
  const colourClass = info.colour === 'deep-red' ? 'text-deep-red' : `text-${info.colour}`;
  const textClass = info.colour === 'deep-red' ? 'text-deep-red' : `text-${info.colour}-emphasis`;
  return { label: info.label, colourClass, textClass, shape: info.icon };
}

export function TriageIcon({ status }: { status: string | null }) {
  const look = triageLook(status);
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className={`triage-icon ${look.colourClass}`}
    >
      {SHAPES[look.shape] ?? SHAPES.clipboard}
    </svg>
  );
}

/** The status in words beside its icon: never shown by colour alone. */
export function TriageStatusLabel({ status }: { status: string | null }) {
  const look = triageLook(status);
  return (
    <span className="d-inline-flex flex-column align-items-start triage-status">
      <TriageIcon status={status} />
      <span className={`small triage-status-words ${look.textClass}`}>{look.label}</span>
    </span>
  );
}
