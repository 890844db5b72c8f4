// Request bodies of the submission calls (issue 14 §8), with bounds.
import { z } from 'zod';
import { answersSchema } from './answers.js';
import { formBounds, formRoles, reviewStatuses } from './model.js';

const optionalId = z.union([z.uuid(), z.null()]).optional();

export const startSubmissionSchema = z.object({
  form_id: z.uuid(),
  target_id: optionalId,
  placement_id: optionalId,
  /** The task it was started from (`?task=` of the task's assignable_url). */
  task_id: optionalId,
  /** Multiway: role → the user named to sign for it (FORMS-25/26). */
  signers: z.partialRecord(z.enum(formRoles), z.uuid()).optional(),
});
export const saveSubmissionSchema = z.object({
  answers: answersSchema.optional(),
  target_id: optionalId,
});
export const signSubmissionSchema = z.object({
  signature: z.string().max(formBounds.signature).default(''),
  answers: answersSchema.optional(),
  target_id: optionalId,
});
export const reviewSubmissionSchema = z.object({
  status: z.enum(reviewStatuses),
  comments: z.string().trim().max(formBounds.comments).default(''),
});
