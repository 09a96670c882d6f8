import type { Permission } from '@voterroll/contract/policies';

/** The sidebar's groups (spec 1 section 1): Tools, Analytics (with two submenus) and Reports. */
export interface NavLinkItem {
  label: string;
  to: string;
  /** Shown only to a signed-in user holding it (the page and the server check it too). */
  permission?: Permission;
}
export interface NavSubmenu {
  label: string;
  items: NavLinkItem[];
}
export interface NavGroup {
  label: string;
  items: (NavLinkItem | NavSubmenu)[];
}

export const isSubmenu = (item: NavLinkItem | NavSubmenu): item is NavSubmenu => 'items' in item;

export const navigation: NavGroup[] = [
  {
    label: 'Tools',
    items: [
      { label: 'Audit My Address', to: '/audit-my-address' },
      { label: 'Audit My Voting History', to: '/audit-my-voting-history' },
      { label: 'Search Name / ID', to: '/search-by-name' },
      { label: 'Nov 2020 Address Lookup', to: '/search-address-as-of' },
      { label: 'High Registration Density', to: '/high-reg-density', permission: 'addresses.high-density' },
      { label: 'Registrations For Review', to: '/registrations-for-review', permission: 'review.list' },
    ],
  },
  {
    label: 'Analytics',
    items: [
      { label: 'Scorecard', to: '/scorecard' },
      {
        label: 'Current Voter Roll',
        items: [
          { label: 'Current Metrics', to: '/current-metrics' },
          { label: 'Metric Trend Charts', to: '/metric-trend-charts' },
          { label: 'NVRA Cleanup Tracker', to: '/nvra-cleanup-tracker' },
          { label: 'County Red Metrics', to: '/countywise-red-metrics' },
          { label: 'Registrations Added', to: '/registrations-added', permission: 'changes.view' },
          { label: 'Registrations Removed', to: '/registrations-removed', permission: 'changes.view' },
          { label: 'Unusual Changes', to: '/unusual-changes' },
        ],
      },
      {
        label: 'Elections',
        items: [
          { label: 'AVCB Counts 2020', to: '/avcb-counts-2020', permission: 'avcb.view' },
          { label: 'Ballot Envelopes 2020', to: '/ballot-envelopes-2020', permission: 'envelopes.view' },
        ],
      },
      { label: 'Methodology', to: '/methodology' },
    ],
  },
  {
    label: 'Reports',
    items: [
      { label: 'Voter File Downloads', to: '/voter-data', permission: 'downloads.use' },
      {
        label: 'Election Patriot Dashboard',
        to: '/election-patriot-dashboard',
        permission: 'patriot.flagged-list',
      },
      { label: 'Maps', to: '/map' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Clerk Review', to: '/registrations-for-clerk-review', permission: 'clerk.dashboard' },
      { label: 'Users', to: '/users', permission: 'users.list' },
      { label: 'Messages', to: '/messages', permission: 'messages.view' },
    ],
  },
  {
    label: 'About',
    items: [
      { label: 'About', to: '/about' },
      { label: 'Using the Data', to: '/using-the-data' },
      { label: 'Funding', to: '/funding' },
      { label: 'Get Involved', to: '/get-involved' },
      { label: 'Support Us', to: '/support-us' },
      { label: 'Contact Us', to: '/contact-us' },
    ],
  },
];
