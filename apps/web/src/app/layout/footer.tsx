import { Link } from 'react-router';
import { siteConfig } from '../../lib/site-config';

export function Footer() {
  return (
    <footer className="app-footer border-top px-3 py-3 small d-flex flex-wrap gap-3 align-items-center">
      <a
        href={siteConfig.donationUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn-sm btn-success"
      >
        Donate by card
      </a>
      <Link to="/terms-and-conditions">Terms and Conditions</Link>
      <Link to="/privacy-policy">Privacy Policy</Link>
      <address className="mb-0 ms-sm-auto text-body-secondary">
        {siteConfig.companyName}, {siteConfig.postalAddress}
      </address>
    </footer>
  );
}
