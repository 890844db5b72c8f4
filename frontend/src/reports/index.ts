// Training reports: the /reports screen and the report card other screens embed
// (the trainee details page shows TraineeReportCard).
export { ReportsPage } from './ReportsPage';
export { TraineeReportCard } from './TraineeReportCard';
