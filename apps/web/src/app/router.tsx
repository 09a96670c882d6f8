import {
  PLEASE_LOG_IN_MESSAGE,
  PLEASE_LOGIN_MESSAGE,
  UNAUTHORIZED_ACCESS_MESSAGE,
} from '@voterroll/contract/policies';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DashboardTabsContext } from '../lib/dashboard-tabs';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { PrivateRoute } from './private-route';

const UnderConstruction = lazyPage(
  () => import('../features/pages/under-construction-page'),
  'UnderConstructionPage',
);
const About = lazyPage(() => import('../features/pages/about-page'), 'AboutPage');
const UsingTheData = lazyPage(() => import('../features/pages/using-the-data-page'), 'UsingTheDataPage');
const Funding = lazyPage(() => import('../features/pages/funding-page'), 'FundingPage');
const GetInvolved = lazyPage(() => import('../features/pages/get-involved-page'), 'GetInvolvedPage');
const SupportUs = lazyPage(() => import('../features/pages/support-us-page'), 'SupportUsPage');
const Login = lazyPage(() => import('../features/accounts/login-page'), 'LoginPage');
const Signup = lazyPage(() => import('../features/accounts/signup-page'), 'SignupPage');
const RequestReset = lazyPage(() => import('../features/accounts/request-reset-page'), 'RequestResetPage');
const ResetPassword = lazyPage(() => import('../features/accounts/reset-password-page'), 'ResetPasswordPage');
const Profile = lazyPage(() => import('../features/accounts/profile-page'), 'ProfilePage');
const EditProfile = lazyPage(() => import('../features/accounts/edit-profile-page'), 'EditProfilePage');
const Dashboard = lazyPage(() => import('../features/admin/dashboard-page'), 'DashboardPage');
const ClerkDashboard = lazyPage(() => import('../features/clerk/clerk-dashboard'), 'ClerkDashboard');
const PatriotDashboard = lazyPage(() => import('../features/patriot/patriot-dashboard'), 'PatriotDashboard');
const PatriotDashboardPage = lazyPage(
  () => import('../features/patriot/patriot-dashboard-page'),
  'PatriotDashboardPage',
);
const ChallengePage = lazyPage(() => import('../features/challenge/challenge-page'), 'ChallengePage');
const ChallengeSubmittedPage = lazyPage(
  () => import('../features/challenge/challenge-submitted-page'),
  'ChallengeSubmittedPage',
);
const Registration = lazyPage(() => import('../features/registration/registration-page'), 'RegistrationPage');
const ClerkReview = lazyPage(() => import('../features/clerk/clerk-review-page'), 'ClerkReviewPage');
const Users = lazyPage(() => import('../features/admin/users-page'), 'UsersPage');
const Messages = lazyPage(() => import('../features/admin/messages-page'), 'MessagesPage');
const BallotEnvelopes = lazyPage(() => import('../features/envelopes/envelopes-page'), 'BallotEnvelopesPage');
const MapPage = lazyPage(() => import('../features/scorecard/map-page'), 'MapPage');
const AvcbCounts = lazyPage(() => import('../features/avcb/avcb-page'), 'AvcbCountsPage');
const Contact = lazyPage(() => import('../features/contact/contact-page'), 'ContactPage');
const Subscribe = lazyPage(() => import('../features/alerts/subscribe-page'), 'SubscribePage');
const ConfirmSubscription = lazyPage(
  () => import('../features/alerts/subscription-link-page'),
  'ConfirmSubscriptionPage',
);
const Unsubscribe = lazyPage(() => import('../features/alerts/subscription-link-page'), 'UnsubscribePage');
const Terms = lazyPage(() => import('../features/pages/terms-page'), 'TermsPage');
const Privacy = lazyPage(() => import('../features/pages/privacy-page'), 'PrivacyPage');
const ServerError = lazyPage(() => import('../features/pages/error-pages'), 'ServerErrorPage');
const Unauthorized = lazyPage(() => import('../features/pages/error-pages'), 'UnauthorizedPage');
const Forbidden = lazyPage(() => import('../features/pages/error-pages'), 'ForbiddenPage');
const NotFound = lazyPage(() => import('../features/pages/error-pages'), 'NotFoundPage');
const NoAccess = lazyPage(() => import('../features/pages/no-access-page'), 'NoAccessPage');
const SearchAddressAsOf = lazyPage(
  () => import('../features/addresses/search-address-as-of-page'),
  'SearchAddressAsOfPage',
);
const SearchByName = lazyPage(() => import('../features/voters/search-by-name-page'), 'SearchByNamePage');
const AuditMyVotingHistory = lazyPage(
  () => import('../features/voters/audit-my-voting-history-page'),
  'AuditMyVotingHistoryPage',
);
const AuditMyAddress = lazyPage(
  () => import('../features/addresses/audit-my-address-page'),
  'AuditMyAddressPage',
);
const CurrentMetrics = lazyPage(
  () => import('../features/metrics/current-metrics-page'),
  'CurrentMetricsPage',
);
const MetricTrendCharts = lazyPage(
  () => import('../features/metrics/metric-trend-charts-page'),
  'MetricTrendChartsPage',
);
const NvraCleanup = lazyPage(() => import('../features/metrics/nvra-cleanup-page'), 'NvraCleanupPage');
const CountywiseRedMetrics = lazyPage(
  () => import('../features/metrics/countywise-red-metrics-page'),
  'CountywiseRedMetricsPage',
);
const Methodology = lazyPage(() => import('../features/metrics/methodology-page'), 'MethodologyPage');
const HighRegDensity = lazyPage(
  () => import('../features/density/high-reg-density-page'),
  'HighRegDensityPage',
);
const RegistrationsForReview = lazyPage(
  () => import('../features/review/registrations-for-review-page'),
  'RegistrationsForReviewPage',
);
const RegistrationsAdded = lazyPage(
  () => import('../features/changes/registration-changes-page'),
  'RegistrationsAddedPage',
);
const RegistrationsRemoved = lazyPage(
  () => import('../features/changes/registration-changes-page'),
  'RegistrationsRemovedPage',
);
const UnusualChanges = lazyPage(
  () => import('../features/changes/unusual-changes-page'),
  'UnusualChangesPage',
);
const RegistrationsChanged = lazyPage(
  () => import('../features/changes/registrations-changed-page'),
  'RegistrationsChangedPage',
);
const VoterData = lazyPage(() => import('../features/downloads/voter-data-page'), 'VoterDataPage');
const Scorecard = lazyPage(() => import('../features/scorecard/scorecard-page'), 'ScorecardPage');
const JurisdictionScorecard = lazyPage(
  () => import('../features/scorecard/jurisdiction-scorecard-page'),
  'JurisdictionScorecardPage',
);

/** A route whose page another issue builds: it says so until that page lands here. */
const pending = (path: string): RouteObject => ({ path, element: <UnderConstruction /> });

/** Every route of spec 1 section 2 and spec 2 section 2. */
const publicRoutes: RouteObject[] = [
  // Address audit, searches, voting history, Nov 2020 lookup: the public-lookups pages.
  { path: '/', element: <AuditMyAddress /> },
  { path: '/audit-my-address', element: <AuditMyAddress /> },
  { path: '/audit-my-voting-history', element: <AuditMyVotingHistory /> },
  { path: '/search-by-name', element: <SearchByName /> },
  { path: '/search-address-as-of', element: <SearchAddressAsOf /> },
  // Scorecards and metrics.
  { path: '/scorecard', element: <Scorecard /> },
  { path: '/scorecard-j', element: <JurisdictionScorecard /> },
  { path: '/current-metrics', element: <CurrentMetrics /> },
  { path: '/metric-trend-charts', element: <MetricTrendCharts /> },
  { path: '/nvra-cleanup-tracker', element: <NvraCleanup /> },
  { path: '/countywise-red-metrics', element: <CountywiseRedMetrics /> },
  { path: '/methodology', element: <Methodology /> },
  { path: '/unusual-changes', element: <UnusualChanges /> },
  // Accounts.
  { path: '/login', element: <Login /> },
  { path: '/signup', element: <Signup /> },
  { path: '/request-password-reset', element: <RequestReset /> },
  { path: '/reset-password', element: <ResetPassword /> },
  // Contact and subscribe.
  { path: '/contact-us', element: <Contact /> },
  { path: '/subscribe', element: <Subscribe /> },
  { path: '/subscribe/confirm', element: <ConfirmSubscription /> },
  { path: '/unsubscribe', element: <Unsubscribe /> },
  { path: '/susbcribe', element: <Subscribe /> },
  // Static and placeholder pages.
  { path: '/about', element: <About /> },
  { path: '/using-the-data', element: <UsingTheData /> },
  { path: '/funding', element: <Funding /> },
  { path: '/get-involved', element: <GetInvolved /> },
  { path: '/support-us', element: <SupportUs /> },
  { path: '/map', element: <MapPage /> },
  pending('/elx-2020-11-03'),
  { path: '/under-construction', element: <UnderConstruction /> },
  { path: '/error', element: <ServerError /> },
  { path: '/error401', element: <Unauthorized /> },
  { path: '/error403', element: <Forbidden /> },
  { path: '/no-access', element: <NoAccess /> },
];

const privateRoutes: RouteObject[] = [
  { path: '/profile', element: <Profile /> },
  { path: '/editProfile', element: <EditProfile /> },
  { path: '/high-reg-density', element: <HighRegDensity /> },
  { path: '/registrations-for-clerk-review', element: <ClerkReview /> },
  { path: '/registration/:voterId', element: <Registration /> },
  { path: '/registrations-added', element: <RegistrationsAdded /> },
  { path: '/registrations-removed', element: <RegistrationsRemoved /> },
  { path: '/registrations-changed', element: <RegistrationsChanged /> },
  { path: '/challenge/:voterId', element: <ChallengePage /> },
  { path: '/challenge/:voterId/submitted', element: <ChallengeSubmittedPage /> },
  { path: '/voter-data', element: <VoterData /> },
  { path: '/messages', element: <Messages /> },
  { path: '/avcb-counts-2020', element: <AvcbCounts /> },
  { path: '/ballot-envelopes-2020', element: <BallotEnvelopes /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      { element: <PrivateRoute />, children: privateRoutes },
      {
        element: <PrivateRoute message={PLEASE_LOG_IN_MESSAGE} />,
        children: [{ path: '/registrations-for-review', element: <RegistrationsForReview /> }],
      },
      // Spec 3 sections 6 and 8: what a visitor with no login is told on these screens.
      {
        element: <PrivateRoute message={UNAUTHORIZED_ACCESS_MESSAGE} />,
        children: [
          {
            path: '/dashboard',
            element: (
              <DashboardTabsContext.Provider
                value={{ clerk: <ClerkDashboard />, patriot: <PatriotDashboard /> }}
              >
                <Dashboard />
              </DashboardTabsContext.Provider>
            ),
          },
          { path: '/election-patriot-dashboard', element: <PatriotDashboardPage /> },
        ],
      },
      {
        element: <PrivateRoute message={PLEASE_LOGIN_MESSAGE} />,
        children: [{ path: '/users', element: <Users /> }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
  // Legal pages stand outside the shared layout.
  { path: '/terms-and-conditions', element: <Terms /> },
  { path: '/privacy-policy', element: <Privacy /> },
];

export const router = createBrowserRouter(routes);
