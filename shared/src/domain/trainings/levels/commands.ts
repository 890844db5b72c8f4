// Commands on training levels of an organization (spec 001 §3, TRAIN-06/07): a name and a
// display order. One stream per level; the name is kept unique in the
// organization by a reservation stream per normalized name (ARCHITECTURE 3.4),
// reserved before the level is created or renamed and released after a rename.
import { z } from 'zod';
import { patchOf } from '../../patch.js';
import { int } from '../../bounds.js';
import { requiredName } from '../setupRules.js';

export const trainingLevelInputSchema = z.object({
  name: requiredName(100),
  // empty (null) means: keep the order (edit) or put it last (create)
  sort_order: int(0, 10000).nullish(),
});
export type TrainingLevelInput = z.infer<typeof trainingLevelInputSchema>;
export const trainingLevelUpdateSchema = patchOf(trainingLevelInputSchema);
export type TrainingLevelUpdate = z.infer<typeof trainingLevelUpdateSchema>;

export type TrainingLevelCommand =
  | { type: 'CreateTrainingLevel'; data: { levelId: string; organizationId: string; name: string; sortOrder: number } }
  | { type: 'ChangeTrainingLevel'; data: { levelId: string; organizationId: string; input: TrainingLevelUpdate } };
