import { BrowserRouter, Route } from 'react-router';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { dataProvider } from './dataProvider';
import { authProvider, LoginPage, PasswordResetPage } from './identity';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { ResourceRoutes } from './layout/ResourceRoutes';
import { AppNotification } from './errors/AppNotification';
import { PermissionDeniedPage } from './permissions/PermissionDeniedPage';
import { DashboardPage, HomeRedirect, adminDashboardPath } from './dashboards/DashboardPage';
import { AdminDashboard } from './dashboards/admin/AdminDashboard';
import organizations from './organizations';
import mail from './adminTools/mail';
import { MailRoutes } from './adminTools/mail/MailRoutes';
import { LoginActivatePage } from './identity/LoginActivatePage';
import { PasswordUpdatePage } from './identity/PasswordUpdatePage';
import { AccountPage } from './account/AccountPage';
import { MyOrganizationPage } from './account/MyOrganizationPage';
import { PublicLayout } from './shell/PublicLayout';
import { PrivacyPolicyPage, TermsOfServicePage } from './shell/LegalPages';
import users from './users';
import { AuthCallbackPage, SetupEmailPage, TokenPage, TwoFactorSetupPage } from './identity/twoFactor';
import { NotificationsPage } from './notifications';
import { TaskDetailsPage, TasksPage } from './tasks';
import { ReportsPage } from './reports';
import { TraineeDetailsPage, TraineeList } from './trainees';
import { ActivitiesPage, TrainingLevelShow, TrainingPlanRoutes } from './trainings';
import { PeopleRoutes, peopleResourceNames } from './people';
import { ActivityLogApprovePage, ActivityLogPage } from './activityLog';

// /login in the public layout (spec 001 §2)
const PublicLoginPage = () => (
  <PublicLayout>
    <LoginPage />
  </PublicLayout>
);

// Real paths (/admin/organizations/edit/:id), not react-admin's default hash
// router: the launcher serves index.html for every screen route.
export const App = () => (
  <BrowserRouter basename="/">
    <Admin
      title="app.name"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={PublicLoginPage}
      layout={AppLayout}
      dashboard={HomeRedirect}
      notification={AppNotification}
      requireAuth
      disableTelemetry
    >
      {/* registered for its definition (label, icon, representation); its routes are below */}
      <Resource name="organizations" icon={organizations.icon} recordRepresentation={organizations.recordRepresentation} />
      <Resource name="settings" />
      <Resource name="mail" icon={mail.icon} recordRepresentation={mail.recordRepresentation} />
      <Resource name="users" icon={users.icon} recordRepresentation={users.recordRepresentation} />
      <Resource name="trainees" />
      <CustomRoutes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path={adminDashboardPath} element={<AdminDashboard />} />
        <Route path="/admin/organizations/*" element={<ResourceRoutes resource="organizations" screens={organizations} />} />
        <Route path="/admin/users/*" element={<ResourceRoutes resource="users" screens={users} />} />
        <Route path="/permission-denied" element={<PermissionDeniedPage />} />
        <Route path="/admin/tools/mail/*" element={<MailRoutes />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/auth/setup" element={<TwoFactorSetupPage />} />
        <Route path="/organization" element={<MyOrganizationPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/tasks" element={<TasksPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/tasks/:type/:id" element={<TaskDetailsPage />} />
        <Route path="/trainees" element={<TraineeList />} />
        <Route path="/trainees/:id" element={<TraineeDetailsPage />} />
        <Route path="/training-plans/*" element={<TrainingPlanRoutes />} />
        <Route path="/training-levels/:id" element={<TrainingLevelShow />} />
        <Route path="/activities" element={<ActivitiesPage />} />
        {peopleResourceNames.map((name) => (
          <Route key={name} path={`/${name}/*`} element={<PeopleRoutes resource={name} />} />
        ))}
        <Route path="/activity-log" element={<ActivityLogPage />} />
        <Route path="/activity-log/approve" element={<ActivityLogApprovePage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/password/reset" element={<PasswordResetPage />} />
        <Route path="/password/update/:token" element={<PasswordUpdatePage />} />
        <Route path="/login/activate" element={<LoginActivatePage />} />
        <Route path="/auth/token" element={<TokenPage />} />
        <Route path="/auth/setup/email" element={<SetupEmailPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
