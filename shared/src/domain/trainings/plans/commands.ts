// Commands on training plans (spec 001 §3 Training plan, §4 archive toggle): the
// plan form's input, and the facts from other streams the route hands in.
import { z } from 'zod';
import { patchOf } from '../../patch.js';
import { decimal, MAX_HOURS, refId } from '../../bounds.js';
import type { CatalogActivityType } from '../catalog/state.js';
import { hexColor, isoDate, requiredName } from '../setupRules.js';

/** One row of the plan's activity types; `id` (the record's own shape) is read as the type's id. */
const planActivityTypeInput = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('activity_type_id' in value) && 'id' in value
      ? { ...value, activity_type_id: value.id }
      : value,
  z.object({
    activity_type_id: refId(),
    hours: decimal(-MAX_HOURS, MAX_HOURS),
    color: z.union([hexColor, z.literal('').transform(() => null), z.null()]).default(null),
  }),
);

export const trainingPlanInputSchema = z.object({
  name: requiredName(150),
  level_id: refId(),
  start_at: isoDate,
  end_at: isoDate,
  total_hours: decimal(-MAX_HOURS, MAX_HOURS),
  activity_types: z.array(planActivityTypeInput).max(50).default([]),
});
export type TrainingPlanInput = z.infer<typeof trainingPlanInputSchema>;
export const trainingPlanUpdateSchema = patchOf(trainingPlanInputSchema);
export type TrainingPlanUpdate = z.infer<typeof trainingPlanUpdateSchema>;
export const trainingPlanArchiveSchema = z.object({ archived: z.boolean() });

/** What the decider needs from other streams: the level (null: not found) and the catalogue's types. */
export interface PlanReferences {
  level: { id: string; organizationId: string } | null;
  activityTypes: CatalogActivityType[];
}

export type TrainingPlanCommand =
  | {
      type: 'CreateTrainingPlan';
      /** `sample`: set only by what seeds an organization's samples, never by the plan form. */
      data: { planId: string; organizationId: string; input: TrainingPlanInput; refs: PlanReferences; sample?: boolean };
    }
  | { type: 'ChangeTrainingPlan'; data: { planId: string; organizationId: string; input: TrainingPlanUpdate; refs: PlanReferences } }
  | { type: 'SetTrainingPlanArchived'; data: { planId: string; organizationId: string; archived: boolean } };
