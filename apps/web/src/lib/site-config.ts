/**
 * Settings of the site chrome, from Vite's build-time environment (VITE_*), with defaults that work.
 * The donation page and postal address belong to the publishing company; set them when deploying.
 */
const env = import.meta.env;

export const siteConfig = {
  /** The external card-payment page (opened in a new tab). */
  donationUrl: (env.VITE_DONATION_URL as string | undefined) ?? 'https://donate.stripe.com/',
  companyName: (env.VITE_COMPANY_NAME as string | undefined) ?? 'Michigan Voter Roll Integrity Project, LLC',
  postalAddress: (env.VITE_POSTAL_ADDRESS as string | undefined) ?? 'P.O. Box 0000, Lansing, MI 48901',
};
