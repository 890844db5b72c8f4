// The trainee dashboard (spec 001 §2): header, main tabs, the training parts, then own risk alerts (DASH-22).
import { RiskAlertsTable } from '../../activityLog';
import { DashboardPage } from '../common/DashboardPage';
import { TraineeTrainingTabs } from './TraineeTrainingTabs';
import { HipaaAlert } from './HipaaAlert';
import { InsuranceAlert } from '../../insurance';
import { AccessPassAlert } from '../../accessPasses';
import { useCurrentUser } from '../../identity/currentUser';
import { useInsuranceRequired, useTraineeMainTabs } from './mainTabs';

export const TraineeDashboard = () => {
  const mainTabs = useTraineeMainTabs();
  const { user } = useCurrentUser();
  const insuranceRequired = useInsuranceRequired();
  return (
    <DashboardPage
      tabs={mainTabs}
      before={
        <>
          <HipaaAlert />
          <AccessPassAlert />
          {insuranceRequired && user ? <InsuranceAlert traineeId={user.id} /> : null}
        </>
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
