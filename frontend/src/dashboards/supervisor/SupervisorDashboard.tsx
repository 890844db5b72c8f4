// The supervisor dashboard (spec 001 §2): header, risk alerts (the trainee flags an
// activity "for your faculty and supervisor"), main tabs, then the training parts.
import { Title } from 'react-admin';
import { RiskAlertsTable } from '../../activityLog';
import { DashboardHeader } from '../common/DashboardHeader';
import { DashboardTabs } from '../common/DashboardTabs';
import { useSupervisorMainTabs } from './mainTabs';
import { SupervisorSitesCard } from '../../sites';
import { SupervisorDirectoryStatus, SupervisorProfilePrompt } from '../../supervisorProfiles';

export const SupervisorDashboard = () => {
  const mainTabs = useSupervisorMainTabs();
  return (
    <>
      <Title title="app.dashboard.title" />
      <DashboardHeader />
      <SupervisorProfilePrompt />
      <SupervisorDirectoryStatus />
      <SupervisorSitesCard />
      <RiskAlertsTable />
      <DashboardTabs tabs={mainTabs} ariaLabel="app.reports.dashboard.main_tabs" />
    </>
  );
};
