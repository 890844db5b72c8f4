import { BrowserRouter, Route } from 'react-router';
import { Admin, CustomRoutes, NotFound, Resource } from 'react-admin';
import { TimeZoneProvider } from './identity/timeZone';
import { useTranslate } from 'ra-core';
import { dataProvider } from './dataProvider';
import { createQueryClient, oneRead, primeReads } from './dataProvider/primedReads';
import { takePageAnswers } from './session/pageAnswers';
import { authProvider, LoginPage } from './identity';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { ResourceRoutes } from './layout/ResourceRoutes';
import { resourceBase } from './layout/manifest';
import { AppNotification } from './errors/AppNotification';
import { PermissionDeniedPage } from './permissions/PermissionDeniedPage';
import { HomeRedirect } from './dashboards';
import { PublicLayout } from './shell/PublicLayout';
import { practicumTheme } from './theme';
import { pages, resources } from './areas';
import { lazyComponent } from './layout/lazyComponent';
import { marketingPages, marketingPath } from './shell/marketing';

// the sign-in page paints first; the other public screens load when opened
const MeetingRoomPage = lazyComponent(() => import('./liveSessions/room/MeetingRoomPage'), 'MeetingRoomPage');
const WaitingRoomPage = lazyComponent(() => import('./liveSessions/WaitingRoomPage'), 'WaitingRoomPage');
const PasswordResetPage = lazyComponent(() => import('./identity/PasswordResetPage'), 'PasswordResetPage');
const LoginActivatePage = lazyComponent(() => import('./identity/LoginActivatePage'), 'LoginActivatePage');
const PasswordUpdatePage = lazyComponent(() => import('./identity/PasswordUpdatePage'), 'PasswordUpdatePage');
const PrivacyPolicyPage = lazyComponent(() => import('./shell/LegalPages'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyComponent(() => import('./shell/LegalPages'), 'TermsOfServicePage');
const TwoFactorSetupPage = lazyComponent(() => import('./identity/twoFactor/TwoFactorSetupPage'), 'TwoFactorSetupPage');
const TokenPage = lazyComponent(() => import('./identity/twoFactor/TokenPage'), 'TokenPage');
const SetupEmailPage = lazyComponent(() => import('./identity/twoFactor/SetupEmailPage'), 'SetupEmailPage');
const AuthCallbackPage = lazyComponent(() => import('./identity/twoFactor/AuthCallbackPage'), 'AuthCallbackPage');
const SignupByCodePage = lazyComponent(() => import('./signup/SignupWizard'), 'SignupByCodePage');
const SignupByInvitePage = lazyComponent(() => import('./signup/SignupWizard'), 'SignupByInvitePage');
const SignupByInviteLinkPage = lazyComponent(() => import('./signup/SignupWizard'), 'SignupByInviteLinkPage');
const VerifyLinkPage = lazyComponent(() => import('./signup/VerifyLinkPage'), 'VerifyLinkPage');
const NotFoundPage = lazyComponent(() => import('./signup/NotFoundPage'), 'NotFoundPage');
const MarketingPage = lazyComponent(() => import('./shell/MarketingPages'), 'MarketingPage');
const CompleteFormPage = lazyComponent(() => import('./forms/CompleteFormPage'), 'CompleteFormPage');

// /login in the public layout (spec 001 §2)
const PublicLoginPage = () => (
  <PublicLayout>
    <LoginPage />
  </PublicLayout>
);

// one cache for react-admin's hooks and ours, where a dashboard's one read primes its cards' answers, and the
// page's own answers the banner's
const queryClient = createQueryClient();
const maintenanceBanner = oneRead('settings', 'maintenance_banner');
primeReads(queryClient, [maintenanceBanner], takePageAnswers([maintenanceBanner.path]));

// react-admin shows the default title untranslated (the Not Found page's bar)
const AppName = () => useTranslate()('app.name');

// Real paths (/admin/organizations/edit/:id), not react-admin's default hash
// router: the launcher serves index.html for every screen route. Each area's
// manifest (areas.ts) gives a <Resource> for its definition (label, icon,
// representation) and its screens at the spec's paths.
export const App = () => (
  <BrowserRouter basename="/">
    <TimeZoneProvider>
      <Admin
        title={<AppName />}
        theme={practicumTheme}
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={PublicLoginPage}
        layout={AppLayout}
        dashboard={HomeRedirect}
        notification={AppNotification}
        accessDenied={PermissionDeniedPage}
        requireAuth
        disableTelemetry
      >
        {resources.map((resource) => (
          <Resource
            key={resource.name}
            name={resource.name}
            icon={resource.icon}
            options={resource.options}
            recordRepresentation={resource.recordRepresentation}
          >
            {/* a resource whose screens live at another path (placements at /applications) would
              otherwise answer its own name's path with an empty page */}
            {resourceBase(resource) === `/${resource.name}` ? null : <Route path="*" element={<NotFound />} />}
          </Resource>
        ))}
        <Resource name="settings" />
        <CustomRoutes>
          {resources.map((resource) => (
            <Route key={resource.name} path={`${resourceBase(resource)}/*`} element={<ResourceRoutes manifest={resource} />} />
          ))}
          {pages.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/permission-denied" element={<PermissionDeniedPage />} />
          <Route path="/auth/setup" element={<TwoFactorSetupPage />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/terms-of-service" element={<TermsOfServicePage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          {marketingPages.map((name) => (
            <Route key={name} path={marketingPath(name)} element={<MarketingPage name={name} />} />
          ))}
          <Route path="/password/reset" element={<PasswordResetPage />} />
          <Route path="/password/update/:token" element={<PasswordUpdatePage />} />
          <Route path="/login/activate" element={<LoginActivatePage />} />
          <Route path="/auth/token" element={<TokenPage />} />
          <Route path="/auth/setup/email" element={<SetupEmailPage />} />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/complete-form/:submitted_form?" element={<CompleteFormPage />} />
          <Route path="/register/invite/:invite_id" element={<SignupByInvitePage />} />
          <Route path="/register/invite-link/:invite_link_id" element={<SignupByInviteLinkPage />} />
          <Route path="/register/verify" element={<VerifyLinkPage />} />
          <Route path="/register/:org_signup_code" element={<SignupByCodePage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/livesessions/:id/room" element={<MeetingRoomPage />} />
          <Route path="/join-session/:meeting_code?" element={<WaitingRoomPage />} />
        </CustomRoutes>
      </Admin>
    </TimeZoneProvider>
  </BrowserRouter>
);
