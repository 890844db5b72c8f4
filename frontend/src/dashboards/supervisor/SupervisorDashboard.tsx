// The supervisor dashboard (spec 001 §2): header, risk alerts (the trainee flags an
// activity "for your faculty and supervisor"), main tabs, then the training parts.
import { RiskAlertsTable } from '../../activityLog';
import { DashboardPage } from '../common/DashboardPage';
import { useSupervisorMainTabs } from './mainTabs';
import { SupervisorSitesCard } from '../../sites';
import { SupervisorDirectoryStatus, SupervisorProfilePrompt } from '../../supervisorProfiles';

export const SupervisorDashboard = () => (
  <DashboardPage
    tabs={useSupervisorMainTabs()}
    before={
      <>
        <SupervisorProfilePrompt />
        <SupervisorDirectoryStatus />
        <SupervisorSitesCard />
        <RiskAlertsTable />
      </>
    }
  />
);
