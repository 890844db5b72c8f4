// Commands on the organization's activity catalogue (spec 002 §7, TRAIN-35/36):
// activity types, activities and tags.
import { z } from 'zod';
import { patchOf } from '../../patch.js';
import { requiredLine } from '../../bounds.js';
import { hexColor, requiredName } from '../setupRules.js';

export const activityTypeInputSchema = z.object({
  name: requiredName(100),
  color: hexColor,
  symbol: requiredLine(4),
});
export const activityTypeUpdateSchema = patchOf(activityTypeInputSchema);
export const activityInputSchema = z.object({
  name: requiredName(150),
  group: requiredName(100),
  raises_risk_alert: z.boolean().default(false),
});
export const activityUpdateSchema = z.object({
  name: requiredName(150).optional(),
  group: requiredName(100).optional(),
  raises_risk_alert: z.boolean().optional(),
});
export const activityTagInputSchema = z.object({ name: requiredName(100) });

export type ActivityTypeInput = z.infer<typeof activityTypeInputSchema>;
export type ActivityInput = z.infer<typeof activityInputSchema>;

export type ActivityCatalogCommand =
  | { type: 'AddActivityType'; data: { organizationId: string; activityTypeId: string; input: ActivityTypeInput } }
  | { type: 'ChangeActivityType'; data: { organizationId: string; activityTypeId: string; input: Partial<ActivityTypeInput> } }
  | { type: 'AddActivity'; data: { organizationId: string; activityId: string; input: ActivityInput } }
  | { type: 'ChangeActivity'; data: { organizationId: string; activityId: string; input: Partial<ActivityInput> } }
  | { type: 'AddActivityTag'; data: { organizationId: string; tagId: string; name: string } };
