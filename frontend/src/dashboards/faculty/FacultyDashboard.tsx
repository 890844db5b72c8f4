// The faculty dashboard (spec 001 §2): header, risk alerts (DASH-36), main tabs, then the training parts.
import { RiskAlertsTable } from '../../activityLog';
import { DashboardPage } from '../common/DashboardPage';
import { FacultyTrainees } from './FacultyTrainees';
import { SupervisorProfilePrompt } from '../../supervisorProfiles';
import { useFacultyMainTabs } from './mainTabs';

export const FacultyDashboard = () => (
  <DashboardPage
    tabs={useFacultyMainTabs()}
    before={
      <>
        <SupervisorProfilePrompt />
        <RiskAlertsTable />
      </>
    }
    after={<FacultyTrainees />}
  />
);
