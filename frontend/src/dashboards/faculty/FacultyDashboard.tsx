// The faculty dashboard (spec 001 §2): header, risk alerts (DASH-36), main tabs, then the training parts, read
// in one request.
import { RiskAlertsTable } from '../../activityLog';
import { entriesToReviewPart, riskAlertsPart } from '../../activityLog/api';
import { apiRead } from '../../dataProvider/primedReads';
import type { CurrentUser } from '../../identity/currentUser';
import { placementTabParts } from '../../placements/usePlacementReviewTab';
import { reportPaths } from '../../reports/api';
import { sessionTabParts } from '../../liveSessions/useSessionReviewTab';
import { ownProfileParts } from '../../supervisorProfiles/profileApi';
import { taskTabParts } from '../../tasks/TaskListTable';
import { DashboardPage } from '../common/DashboardPage';
import { PrimedDashboard } from '../common/PrimedDashboard';
import { FacultyTrainees } from './FacultyTrainees';
import { SupervisorProfilePrompt } from '../../supervisorProfiles';
import { useFacultyMainTabs } from './mainTabs';

/** What the cards below read, in the order they show. */
const facultyParts = (user: CurrentUser) => [
  ...ownProfileParts(),
  riskAlertsPart(),
  ...taskTabParts('assigned'),
  entriesToReviewPart(),
  ...placementTabParts(),
  ...sessionTabParts(user),
  apiRead(reportPaths.levelProgress),
  apiRead(reportPaths.upcomingTrainees),
];

const FacultyCards = () => (
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

export const FacultyDashboard = () => (
  <PrimedDashboard role="faculty" parts={facultyParts}>
    <FacultyCards />
  </PrimedDashboard>
);
