// The coordinator dashboard (spec 001 §2): header, main tabs, then the training parts.
import { Title } from 'react-admin';
import { DashboardHeader } from '../common/DashboardHeader';
import { DashboardTabs } from '../common/DashboardTabs';
import { LevelProgressCharts } from '../common/LevelProgressCharts';
import { CoordinatorWelcome } from './CoordinatorWelcome';
import { useCoordinatorMainTabs } from './mainTabs';

export const CoordinatorDashboard = () => {
  const mainTabs = useCoordinatorMainTabs();
  return (
    <>
      <Title title="app.dashboard.title" />
      <DashboardHeader />
      <CoordinatorWelcome />
      <DashboardTabs tabs={mainTabs} ariaLabel="app.reports.dashboard.main_tabs" />
      <LevelProgressCharts />
    </>
  );
};
