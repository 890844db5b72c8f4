// An organization a write names in its body (an admin acting for another organization) must exist and not be
// deleted: a batch of codes or an invitation for nothing would sign people up to nowhere.
import { organizationDecider, organizationStream, type OrganizationDetails } from '@practicum/shared/domain/organizations/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';

export const organizationInvalid = 'The selected organization is invalid.';

/** The organization's details, for a caller that also names it (an invitation's mail). */
export async function requireActiveOrganization(pipeline: CommandPipeline, organizationId: string): Promise<OrganizationDetails> {
  const { state } = await pipeline.load(organizationDecider, organizationStream(organizationId));
  if (state.status !== 'active') throw new ValidationError({ organization_id: [organizationInvalid] });
  return state.details;
}
