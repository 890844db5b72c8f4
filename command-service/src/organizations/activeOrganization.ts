// An organization a write names in its body (an admin acting for another organization) must exist and not be
// deleted: a batch of codes or an invitation for nothing would sign people up to nowhere.
import { organizationDecider, organizationStream } from '@practicum/shared/domain/organizations/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';

export const organizationInvalid = 'The selected organization is invalid.';

export async function requireActiveOrganization(pipeline: CommandPipeline, organizationId: string): Promise<void> {
  const { state } = await pipeline.load(organizationDecider, organizationStream(organizationId));
  if (state.status !== 'active') throw new ValidationError({ organization_id: [organizationInvalid] });
}
