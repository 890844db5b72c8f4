// Request bodies of the submission calls (issue 14 §8), with bounds.
import { z } from 'zod';
import { answersSchema } from './answers.js';
import { formBounds, reviewStatuses } from './model.js';

const optionalId = z.union([z.uuid(), z.null()]).optional();

export const startSubmissionSchema = z.object({
  form_id: z.uuid(),
  target_id: optionalId,
  placement_id: optionalId,
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
