// The coordinator dashboard (spec 001 §2): header, main tabs, then the training parts.
import { DashboardPage } from '../common/DashboardPage';
import { LevelProgressCharts } from '../common/LevelProgressCharts';
import { CoordinatorWelcome } from './CoordinatorWelcome';
import { useCoordinatorMainTabs } from './mainTabs';

export const CoordinatorDashboard = () => (
  <DashboardPage tabs={useCoordinatorMainTabs()} before={<CoordinatorWelcome />} after={<LevelProgressCharts />} />
);
