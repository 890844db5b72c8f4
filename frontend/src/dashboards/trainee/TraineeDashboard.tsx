// The trainee dashboard (spec 001 §2): header, main tabs, the training parts, then own risk alerts (DASH-22).
import { Title } from 'react-admin';
import { RiskAlertsTable } from '../../activityLog';
import { DashboardHeader } from '../common/DashboardHeader';
import { DashboardTabs } from '../common/DashboardTabs';
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
    <>
      <Title title="app.dashboard.title" />
      <DashboardHeader />
      <HipaaAlert />
      <AccessPassAlert />
      {insuranceRequired && user ? <InsuranceAlert traineeId={user.id} /> : null}
      <DashboardTabs tabs={mainTabs} ariaLabel="app.reports.dashboard.main_tabs" />
      <TraineeTrainingTabs />
      <RiskAlertsTable />
    </>
  );
};
