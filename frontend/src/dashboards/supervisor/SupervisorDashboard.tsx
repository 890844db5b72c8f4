// The supervisor dashboard (spec 001 §2): header, risk alerts (the trainee flags an activity "for your faculty
// and supervisor"), main tabs, then the training parts, read in one request.
import { RiskAlertsTable } from '../../activityLog';
import { entriesToReviewPart, riskAlertsPart } from '../../activityLog/api';
import { clientsTabParts } from '../../clients/useClientsTab';
import type { CurrentUser } from '../../identity/currentUser';
import { ownPlacementsTab, placementTabParts } from '../../placements/usePlacementReviewTab';
import { sessionTabParts } from '../../liveSessions/useSessionReviewTab';
import { supervisorSitesParts } from '../../sites/SupervisorSitesCard';
import { ownProfileParts } from '../../supervisorProfiles/profileApi';
import { taskTabParts } from '../../tasks/TaskListTable';
import { DashboardPage } from '../common/DashboardPage';
import { PrimedDashboard } from '../common/PrimedDashboard';
import { useSupervisorMainTabs } from './mainTabs';
import { SupervisorSitesCard } from '../../sites';
import { SupervisorDirectoryStatus, SupervisorProfilePrompt } from '../../supervisorProfiles';
import { SupervisedTraineesCard } from '../../trainees/SupervisedTraineesCard';

/** What the cards below read, in the order they show. */
const supervisorParts = (user: CurrentUser) => [
  ...ownProfileParts(),
  ...supervisorSitesParts(),
  riskAlertsPart(),
  ...taskTabParts(null),
  entriesToReviewPart(),
  ...placementTabParts(ownPlacementsTab),
  ...clientsTabParts(),
  ...sessionTabParts(user),
];

const SupervisorCards = () => (
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
    after={<SupervisedTraineesCard />}
  />
);

export const SupervisorDashboard = () => (
  <PrimedDashboard role="supervisor" parts={supervisorParts}>
    <SupervisorCards />
  </PrimedDashboard>
);
