// The coordinator dashboard (spec 001 §2): header, main tabs, then the training parts, read in one request.
import { apiRead } from '../../dataProvider/primedReads';
import type { CurrentUser } from '../../identity/currentUser';
import { placementTabParts } from '../../placements/usePlacementReviewTab';
import { reportPaths } from '../../reports/api';
import { sessionTabParts } from '../../liveSessions/useSessionReviewTab';
import { siteReviewParts } from '../../sites/useSiteReviewTab';
import { taskTabParts } from '../../tasks/TaskListTable';
import { DashboardPage } from '../common/DashboardPage';
import { LevelProgressCharts } from '../common/LevelProgressCharts';
import { PrimedDashboard } from '../common/PrimedDashboard';
import { CoordinatorWelcome } from './CoordinatorWelcome';
import { useCoordinatorMainTabs } from './mainTabs';

/** What the cards below read, in the order they show. */
const coordinatorParts = (user: CurrentUser) => [
  ...taskTabParts('assigned'),
  ...siteReviewParts(),
  ...placementTabParts(),
  ...sessionTabParts(user),
  apiRead(reportPaths.levelProgress),
];

const CoordinatorCards = () => (
  <DashboardPage tabs={useCoordinatorMainTabs()} before={<CoordinatorWelcome />} after={<LevelProgressCharts />} />
);

export const CoordinatorDashboard = () => (
  <PrimedDashboard role="coordinator" parts={coordinatorParts}>
    <CoordinatorCards />
  </PrimedDashboard>
);
