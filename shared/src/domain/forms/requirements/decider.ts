// The placement requirement of a training level: which agreement forms a placement at that level needs.
// The route gives the facts the rule needs (the level's organization, each named form as its stream holds it).
import { z } from 'zod';
import { ConflictError, ValidationError } from '../../../platform/errors.js';
import { sameValue, type Decider } from '../../decider.js';
import type { FormData } from '../form.js';
import type { PlacementRequirementEvent } from './events.js';

export const MAX_REQUIRED_AGREEMENTS = 20;

export const requirementMessages = {
  agreementInvalid: 'The selected agreement form is invalid.',
  tooMany: `A placement requirement lists at most ${MAX_REQUIRED_AGREEMENTS} agreement forms.`,
} as const;

export const setPlacementRequirementSchema = z.object({
  agreement_form_ids: z
    .array(z.uuid({ error: requirementMessages.agreementInvalid }))
    .max(MAX_REQUIRED_AGREEMENTS, { error: requirementMessages.tooMany }),
});

export interface PlacementRequirement {
  trainingLevelId: string;
  organizationId: string;
  agreementFormIds: string[];
}
export type PlacementRequirementState = { status: 'none' } | { status: 'set'; requirement: PlacementRequirement };

export type PlacementRequirementCommand = {
  type: 'SetPlacementRequirement';
  data: {
    trainingLevelId: string;
    /** The level's organization (the route found the level in the coordinator's organization). */
    organizationId: string;
    agreementFormIds: string[];
    /** Each named form as its stream holds it; null: no such form. */
    forms: Record<string, FormData | null>;
  };
};

/** An agreement the organization may require: its own or a shared one, active (publishing may come later). */
const requirable = (form: FormData | null | undefined, organizationId: string): boolean =>
  !!form && form.content.type === 'agreement' && form.active && (form.organizationId === null || form.organizationId === organizationId);

export function decidePlacementRequirement(
  command: PlacementRequirementCommand,
  state: PlacementRequirementState,
): PlacementRequirementEvent[] {
  const { trainingLevelId, organizationId, forms } = command.data;
  if (state.status === 'set' && state.requirement.organizationId !== organizationId)
    throw new ConflictError('This training level belongs to another organization.');
  const agreementFormIds = [...new Set(command.data.agreementFormIds)];
  const errors = agreementFormIds.flatMap((id, index) => (requirable(forms[id], organizationId) ? [] : [index]));
  if (errors.length > 0)
    throw new ValidationError(
      Object.fromEntries(errors.map((index) => [`agreement_form_ids.${index}`, [requirementMessages.agreementInvalid]])),
    );
  const current = state.status === 'set' ? state.requirement.agreementFormIds : [];
  if (sameValue(current, agreementFormIds)) return [];
  return [{ type: 'PlacementRequirementSet', data: { trainingLevelId, organizationId, agreementFormIds } }];
}

export const placementRequirementDecider: Decider<
  PlacementRequirementState,
  PlacementRequirementCommand,
  PlacementRequirementEvent,
  unknown
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'set', requirement: { ...event.data } }),
  decide: (command, state) => decidePlacementRequirement(command, state),
};
