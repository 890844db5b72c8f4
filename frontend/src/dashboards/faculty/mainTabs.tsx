// The faculty dashboard's main tabs (spec 001 §2): the task, placement and
// session tabs are listed here by their areas, in the spec's order. A hook, so
// a tab may depend on the position (e.g. live sessions allowed).
import { useActivityLogTab } from '../../activityLog/useActivityLogTab';
import { useTaskTabs } from '../../tasks/useTaskTabs';
import { usePlacementReviewTab } from '../../placements/usePlacementReviewTab';
import { useSessionReviewTab } from '../../liveSessions/useSessionReviewTab';
import type { DashboardTab } from '../common/DashboardTabs';

export const useFacultyMainTabs = (): DashboardTab[] => [
  ...useTaskTabs(),
  useActivityLogTab(),
  usePlacementReviewTab(),
  ...useSessionReviewTab(),
];
