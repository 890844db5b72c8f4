// The trainee dashboard's main tabs (spec 001 §2): the task, placement and
// session tabs are listed here by their areas, in the spec's order. A hook, so
// a tab may depend on the position (e.g. live sessions allowed, insurance required).
import { useCurrentUser, type CurrentUser } from '../../identity/currentUser';
import { InsuranceCard } from '../../insurance';
import { ownPlacementsTab, usePlacementReviewTab } from '../../placements/usePlacementReviewTab';
import { useTaskTabs } from '../../tasks/useTaskTabs';
import { useSessionReviewTab } from '../../liveSessions/useSessionReviewTab';
import type { DashboardTab } from '../common/DashboardTabs';

/** Spec 001 §2: the insurance tab shows only when the organization requires trainee insurance. */
export const insuranceRequired = (user: CurrentUser | undefined): boolean =>
  user?.current_position?.organization?.organization_settings?.require_trainee_insurance === true;
export const useInsuranceRequired = (): boolean => insuranceRequired(useCurrentUser().user);

export const useTraineeMainTabs = (): DashboardTab[] => {
  const { user } = useCurrentUser();
  const required = useInsuranceRequired();
  return [
    ...useTaskTabs(),
    usePlacementReviewTab(ownPlacementsTab),
    ...useSessionReviewTab(),
    ...(required && user ? [{ key: 'insurance', label: 'app.insurance.tab', content: <InsuranceCard traineeId={user.id} /> }] : []),
  ];
};
