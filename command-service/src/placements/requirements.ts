// The agreements a placement must have signed (PLACE-06, 22, 23): the forms
// area's placement requirement of the training's level (stream
// placementRequirement-<levelId>, read with requiredAgreementFormIds), each form
// named with its current name and signer roles from its own stream. This is
// the one place the placements area reads them.
import { formDecider, formStream } from '@practicum/shared/domain/forms/index';
import type { PlacementRequirement } from '@practicum/shared/domain/placements/index';
import { trainingPlanDecider, trainingPlanStream } from '@practicum/shared/domain/trainings/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { requiredAgreementFormIds } from '../forms/requirementRoutes.js';

export interface RequirementQuery {
  organizationId: string;
  trainingPlanId: string;
}

export type RequirementsReader = (query: RequirementQuery) => Promise<PlacementRequirement[]>;

export const placementRequirements =
  (pipeline: CommandPipeline): RequirementsReader =>
  async ({ trainingPlanId }) => {
    const { state: plan } = await pipeline.load(trainingPlanDecider, trainingPlanStream(trainingPlanId));
    if (plan.status !== 'active') return [];
    const formIds = await requiredAgreementFormIds(pipeline.eventStore, plan.plan.levelId);
    const requirements: PlacementRequirement[] = [];
    for (const formId of formIds) {
      const { state } = await pipeline.load(formDecider, formStream(formId));
      if (state.status !== 'exists') continue;
      requirements.push({ formId, name: state.form.content.name, submitterRoles: state.form.content.submitterRoles });
    }
    return requirements;
  };
