// Placement statuses (PLACE-07 … 11, docs/decisions.md "Placements"): the spec
// names three sets. One stored life-cycle value per meaning; the list set
// (PLACE-07) is what records carry as `status`, the decision set (PLACE-08) and
// the catalogue set (PLACE-09) are read from it, never stored on their own.

/** Stored life cycle: requested, supervisor joined, agreements signed, decided. */
export const placementStages = ['open', 'submitted', 'ready', 'approved', 'denied'] as const;
export type PlacementStage = (typeof placementStages)[number];

/** PLACE-07: the list status; `archived` wins over the stage while the placement is archived. */
export const placementListStatuses = [...placementStages, 'archived'] as const;
export type PlacementListStatus = (typeof placementListStatuses)[number];

/** PLACE-09: the catalogue set, also the vocabulary of the status patch. */
export const placementDecisions = ['pending', 'approved', 'denied'] as const;
export type PlacementDecision = (typeof placementDecisions)[number];

/** PLACE-08: the second set, as users meet it in people details and site pages. */
export type PlacementStanding = 'approved' | 'not approved' | 'decision pending' | 'on hold' | 'closed' | 'expired';

export const listStatusOf = (stage: PlacementStage, archived: boolean): PlacementListStatus => (archived ? 'archived' : stage);

export const decisionOf = (stage: PlacementStage): PlacementDecision =>
  stage === 'approved' ? 'approved' : stage === 'denied' ? 'denied' : 'pending';

/**
 * PLACE-08 from the stage: archived while undecided is "on hold", archived after a decision "closed",
 * approved past its training's end "expired".
 */
export function standingOf(stage: PlacementStage, archived: boolean, trainingEnded: boolean): PlacementStanding {
  const decided = stage === 'approved' || stage === 'denied';
  if (archived) return decided ? 'closed' : 'on hold';
  if (stage === 'approved') return trainingEnded ? 'expired' : 'approved';
  if (stage === 'denied') return 'not approved';
  return 'decision pending';
}

export type PlacementColor = 'warning' | 'info' | 'primary' | 'success' | 'danger' | 'default';

/** PLACE-11: the dashboard label class of each list status. */
export const placementStatusColors: Record<PlacementListStatus, PlacementColor> = {
  open: 'warning',
  submitted: 'info',
  ready: 'primary',
  approved: 'success',
  denied: 'danger',
  archived: 'default',
};

/** PLACE-12: submitted and ready placements wait for a coordinator. */
export const needsReview = (status: PlacementListStatus): boolean => status === 'submitted' || status === 'ready';

/** Other names users give a decision, read on input as the catalogue value. */
const decisionAliases: Record<string, PlacementDecision> = {
  'not approved': 'denied',
  not_approved: 'denied',
  'decision pending': 'pending',
  decision_pending: 'pending',
  submitted: 'pending',
  ready: 'pending',
};

export const normalizeDecision = (value: unknown): unknown =>
  typeof value === 'string' ? (decisionAliases[value.trim().toLowerCase()] ?? value.trim().toLowerCase()) : value;
