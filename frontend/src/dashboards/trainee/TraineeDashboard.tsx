// The trainee dashboard (spec 001 §2): header, main tabs, the training parts, then own risk alerts (DASH-22).
import { Title } from 'react-admin';
import { RiskAlertsTable } from '../../activityLog';
import { DashboardHeader } from '../common/DashboardHeader';
import { DashboardTabs } from '../common/DashboardTabs';
import { TraineeTrainingTabs } from './TraineeTrainingTabs';
import { useTraineeMainTabs } from './mainTabs';

export const TraineeDashboard = () => {
  const mainTabs = useTraineeMainTabs();
  return (
    <>
      <Title title="app.dashboard.title" />
      <DashboardHeader />
      <DashboardTabs tabs={mainTabs} ariaLabel="app.reports.dashboard.main_tabs" />
      <TraineeTrainingTabs />
      <RiskAlertsTable />
    </>
  );
};
