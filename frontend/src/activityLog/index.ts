export { ActivityLogPage } from './ActivityLogPage';
export { ActivityLogApprovePage } from './ActivityLogApprovePage';
export { RiskAlertsTable, riskAlertLink } from './RiskAlertsTable';
