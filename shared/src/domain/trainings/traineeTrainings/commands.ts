// Commands on one trainee's trainings (spec 001 §5 Training create/edit, §7): the
// training modal's payload, the batch payloads, and the commands the route
// builds with the plan it read from the plan's stream.
import { z } from 'zod';
import { isoDate } from '../../bounds.js';
import type { PlanSummary } from './plans.js';

/** Blank means "keep" on edit and "missing" on create. */
const blankable = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('').transform(() => null), z.null()]).default(null);
const facultySchema = z
  .object({
    primary_position_id: blankable(z.uuid({ error: 'The selected primary faculty is invalid.' })),
    // a training's teaching team, not a roster: a few dozen at the most
    assistant_position_ids: z.union([z.array(z.uuid({ error: 'The selected assistant is invalid.' })).max(50), z.null()]).default(null),
  })
  .default({ primary_position_id: null, assistant_position_ids: null });

export const trainingInputSchema = z.object({
  training_plan_id: blankable(z.uuid({ error: 'The selected training plan is invalid.' })),
  start_at: blankable(isoDate),
  end_at: blankable(isoDate),
  faculty: facultySchema,
  placement_not_required: z.union([z.boolean(), z.null()]).default(null),
  /** INS-18: this training's placements need current liability insurance (besides the organization's setting). */
  insurance_required: z.union([z.boolean(), z.null()]).default(null),
});
export type TrainingInput = z.infer<typeof trainingInputSchema>;

export const batchCreateTrainingsSchema = trainingInputSchema.extend({
  trainee_ids: z
    .array(z.uuid({ error: 'The selected trainee is invalid.' }))
    .min(1, { error: 'Please select at least one trainee.' })
    .max(1000),
});
export const batchEditTrainingsSchema = trainingInputSchema.extend({
  training_ids: z
    .array(z.uuid({ error: 'The selected training is invalid.' }))
    .min(1, { error: 'Please select at least one training.' })
    .max(1000),
  trainee_ids: z.union([z.array(z.uuid({ error: 'The selected trainee is invalid.' })).max(1000), z.null()]).default(null),
});

export type TraineeTrainingsCommand =
  | {
      type: 'AssignTraining';
      data: {
        trainingId: string;
        organizationId: string;
        traineeUserId: string;
        traineePositionId: string;
        input: TrainingInput;
        /** The plan named by input.training_plan_id, read from its stream. */
        plan: PlanSummary | null;
        /** The trainee's account is a sample one (their user stream). */
        traineeSample: boolean;
      };
    }
  | {
      type: 'ChangeTraining';
      data: {
        trainingId: string;
        input: TrainingInput;
        /** The new plan when input.training_plan_id is set. */
        plan: PlanSummary | null;
        /** The trainee's account is a sample one (their user stream). */
        traineeSample: boolean;
      };
    }
  | { type: 'DeleteTraining'; data: { trainingId: string } };
