// A form filled for a placement (PLACE-22/23, FORMS-38): started in the app or at a vendor, both name the placement,
// and a signed agreement moves that placement on. So the filler must be a party of the placement (anyone else finds
// none, 404), and an agreement must be one the placement requires.
import { formMessages, type FormActor, type FormData } from '@practicum/shared/domain/forms/index';
import type { PlacementData } from '@practicum/shared/domain/placements/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';
import { placementOfParty } from '../placements/placementParties.js';

export async function placementForSubmission(
  pipeline: CommandPipeline,
  actor: FormActor,
  form: FormData,
  placementId: string | null | undefined,
): Promise<PlacementData | null> {
  if (!placementId) return null;
  const placement = await placementOfParty(pipeline, placementId, actor);
  if (form.content.type === 'agreement' && !placement.agreements.some((a) => a.formId === form.id))
    throw new ValidationError({ placement_id: [formMessages.placementInvalid] });
  return placement;
}
