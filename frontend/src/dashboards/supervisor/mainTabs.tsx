// The supervisor dashboard's main tabs (spec 001 §2): the task, placement and
// session tabs are listed here by their areas, in the spec's order. A hook, so
// a tab may depend on the position (e.g. live sessions allowed).
import { useActivityLogTab } from '../../activityLog/useActivityLogTab';
import { useTaskTabs } from '../../tasks/useTaskTabs';
import { ownPlacementsTab, usePlacementReviewTab } from '../../placements/usePlacementReviewTab';
import { useClientsTab } from '../../clients/useClientsTab';
import { useSessionReviewTab } from '../../liveSessions/useSessionReviewTab';
import type { DashboardTab } from '../common/DashboardTabs';

// "the same tabs as faculty": the supervisor reviews activity entries too
// DASH-45: the placements tab opens first; the clients tab (enable uploads) follows
export const useSupervisorMainTabs = (): DashboardTab[] => [
  ...useTaskTabs(),
  useActivityLogTab(),
  usePlacementReviewTab(ownPlacementsTab),
  useClientsTab(),
  ...useSessionReviewTab(),
];
