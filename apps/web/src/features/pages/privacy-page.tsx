import { LegalLayout } from './legal-layout';

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy">
      <h2 className="h5">What we collect</h2>
      <p>
        The details you give us when you create an account, subscribe, contact us or report a registration
        (name, e-mail address, phone number, and what you write), and the technical records a web server
        keeps.
      </p>
      <h2 className="h5">Payments</h2>
      <p>
        Card payments are handled by a third-party payment processor. Your card details go to the processor
        and are not stored by us.
      </p>
      <h2 className="h5">Sharing</h2>
      <p>We do not sell or share your personal data with others.</p>
      <h2 className="h5">Your requests</h2>
      <p>
        You may ask what personal data we hold about you, and ask us to correct or delete it. We answer within
        45 days; when we need more time we tell you, and may extend that by another 45 days. What we disclose
        covers the 12 months before your request.
      </p>
      <h2 className="h5">Children</h2>
      <p>We do not knowingly collect personal data from children under 13.</p>
      <h2 className="h5">Public records</h2>
      <p>
        The voter information shown on this site comes from the public Michigan Qualified Voter File and other
        public sources described on the About page.
      </p>
    </LegalLayout>
  );
}
