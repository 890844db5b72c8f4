// The coordinator dashboard's main tabs (spec 001 §2): the task, placement and
// session tabs are listed here by their areas, in the spec's order. A hook, so
// a tab may depend on the position (e.g. live sessions allowed).
import { useTaskTabs } from '../../tasks/useTaskTabs';
import { useSiteReviewTab } from '../../sites/useSiteReviewTab';
import { usePlacementReviewTab } from '../../placements/usePlacementReviewTab';
import { useSessionReviewTab } from '../../liveSessions/useSessionReviewTab';
import type { DashboardTab } from '../common/DashboardTabs';

export const useCoordinatorMainTabs = (): DashboardTab[] => [
  ...useTaskTabs(),
  useSiteReviewTab(),
  usePlacementReviewTab(),
  ...useSessionReviewTab(),
];
