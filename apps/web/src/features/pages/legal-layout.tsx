import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { siteConfig } from '../../lib/site-config';

/** Legal pages stand outside the shared layout (spec 1 section 2): a plain readable column. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-4 legal-page" style={{ maxWidth: '50rem' }}>
      <p>
        <Link to="/">← Michigan Voter Roll Integrity</Link>
      </p>
      <PageTitle>{title}</PageTitle>
      <p className="text-body-secondary">Last updated: February 2024</p>
      {children}
      <hr />
      <address className="small text-body-secondary">
        {siteConfig.companyName}, {siteConfig.postalAddress}
      </address>
    </div>
  );
}
