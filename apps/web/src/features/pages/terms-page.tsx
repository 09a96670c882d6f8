import { LegalLayout } from './legal-layout';

export function TermsPage() {
  return (
    <LegalLayout title="Terms and Conditions">
      <h2 className="h5">1. Who may use this site</h2>
      <p>
        You must be 18 years of age or older to create an account, subscribe or contribute. By using the site
        you agree to these terms.
      </p>
      <h2 className="h5">2. What the site provides</h2>
      <p>
        Analysis of the public Michigan Qualified Voter File. The findings are guidance only: they are not a
        determination that any registration is invalid, and they must not be used to harass or intimidate any
        person.
      </p>
      <h2 className="h5">3. Subscriptions and billing</h2>
      <p>
        Some services may be offered by subscription. Fees are billed in advance for each billing period by
        our payment processor and are not refundable except where the law requires. You may cancel at any
        time; the subscription then runs to the end of the period already paid.
      </p>
      <h2 className="h5">4. Free trial</h2>
      <p>
        A subscription may start with a free trial. Unless you cancel before the trial ends, the subscription
        continues and the first fee is billed when the trial ends.
      </p>
      <h2 className="h5">5. Accounts</h2>
      <p>
        You are responsible for your account and for keeping your password secret. We may suspend an account
        used against these terms.
      </p>
      <h2 className="h5">6. Limitation of liability</h2>
      <p>
        The site is provided "as is". To the extent the law allows, our liability to you for any claim is
        limited to the amount you paid us, or 100 USD if that is greater.
      </p>
      <h2 className="h5">7. Changes to these terms</h2>
      <p>We give at least 30 days' notice of any material change to these terms before it takes effect.</p>
    </LegalLayout>
  );
}
