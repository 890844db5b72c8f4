// Plans as a training sees them, folded from the plan's own stream.
import type { TrainingPlanEvent } from '../events.js';

export interface PlanSummary {
  planId: string;
  organizationId: string;
  name: string;
  archived: boolean;
  /** A sample plan goes only to sample trainees (002 §5). */
  sample: boolean;
}

/** The plan's name, organization and archived flag from its stream's events; null when it does not exist. */
export function planSummaryOf(events: readonly TrainingPlanEvent[]): PlanSummary | null {
  return events.reduce<PlanSummary | null>((plan, event) => {
    if (event.type === 'TrainingPlanCreated')
      return {
        planId: event.data.planId,
        organizationId: event.data.organizationId,
        name: event.data.name,
        archived: false,
        sample: event.data.sample ?? false,
      };
    if (!plan) return plan;
    if (event.type === 'TrainingPlanChanged') return { ...plan, name: event.data.changes.name ?? plan.name };
    return { ...plan, archived: event.type === 'TrainingPlanArchived' };
  }, null);
}
