// The faculty dashboard (spec 001 §2): header, risk alerts (DASH-36), main tabs, then the training parts.
import { Title } from 'react-admin';
import { RiskAlertsTable } from '../../activityLog';
import { DashboardHeader } from '../common/DashboardHeader';
import { DashboardTabs } from '../common/DashboardTabs';
import { FacultyTrainees } from './FacultyTrainees';
import { SupervisorProfilePrompt } from '../../supervisorProfiles';
import { useFacultyMainTabs } from './mainTabs';

export const FacultyDashboard = () => {
  const mainTabs = useFacultyMainTabs();
  return (
    <>
      <Title title="app.dashboard.title" />
      <DashboardHeader />
      <SupervisorProfilePrompt />
      <RiskAlertsTable />
      <DashboardTabs tabs={mainTabs} ariaLabel="app.reports.dashboard.main_tabs" />
      <FacultyTrainees />
    </>
  );
};
