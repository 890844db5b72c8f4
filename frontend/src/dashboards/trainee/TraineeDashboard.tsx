// The trainee dashboard (spec 001 §2): header, main tabs, the training parts, then own risk alerts (DASH-22),
// read in one request.
import { RiskAlertsTable } from '../../activityLog';
import { riskAlertsPart } from '../../activityLog/api';
import { apiRead } from '../../dataProvider/primedReads';
import { useCurrentUser, type CurrentUser } from '../../identity/currentUser';
import { InsuranceAlert } from '../../insurance';
import { insuranceAlertParts } from '../../insurance/insuranceApi';
import { AccessPassAlert } from '../../accessPasses';
import { ownPlacementsTab, placementTabParts } from '../../placements/usePlacementReviewTab';
import { reportPaths } from '../../reports/api';
import { sessionTabParts } from '../../liveSessions/useSessionReviewTab';
import { taskTabParts } from '../../tasks/TaskListTable';
import { traineeTrainingsPath } from '../../trainings/trainingApi';
import { DashboardPage } from '../common/DashboardPage';
import { PrimedDashboard } from '../common/PrimedDashboard';
import { TraineeTrainingTabs } from './TraineeTrainingTabs';
import { HipaaAlert } from './HipaaAlert';
import { WhenCanWrite } from '../../session/useCanWrite';
import { insuranceRequired, useInsuranceRequired, useTraineeMainTabs } from './mainTabs';

/** What the cards below read, in the order they show. */
const traineeParts = (user: CurrentUser) => [
  ...(insuranceRequired(user) ? insuranceAlertParts(user.id) : []),
  ...taskTabParts(null),
  ...placementTabParts(ownPlacementsTab),
  ...sessionTabParts(user),
  apiRead(traineeTrainingsPath(user.id)),
  apiRead(reportPaths.dashboardTrainings),
  riskAlertsPart(),
];

const TraineeCards = () => {
  const mainTabs = useTraineeMainTabs();
  const { user } = useCurrentUser();
  const required = useInsuranceRequired();
  return (
    <DashboardPage
      tabs={mainTabs}
      before={
        // each row asks for something to be done (the course, a pass, a document): a read-only account does none
        <WhenCanWrite>
          <HipaaAlert />
          <AccessPassAlert />
          {required && user ? <InsuranceAlert traineeId={user.id} /> : null}
        </WhenCanWrite>
      }
      after={
        <>
          <TraineeTrainingTabs />
          <RiskAlertsTable />
        </>
      }
    />
  );
};

export const TraineeDashboard = () => (
  <PrimedDashboard role="trainee" parts={traineeParts}>
    <TraineeCards />
  </PrimedDashboard>
);
