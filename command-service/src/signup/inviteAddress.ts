// One pending invitation per address and organization (the reservation in domain/signup/invites.ts): taken before
// an invitation is sent, so a second invitation, even a concurrent one, is refused on `email`; freed when the
// invitation is accepted or withdrawn, so the address may be invited again.
import { inviteAddressDecider } from '@practicum/shared/domain/signup/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { pendingInviteStream } from '@practicum/shared/platform/personalData/emailStream';

export type InvitedAddress = { inviteId: string; organizationId: string; email: string };

export async function holdInviteAddress(
  pipeline: Pick<CommandPipeline, 'handle'>,
  invited: InvitedAddress,
  action: 'reserve' | 'release',
  origin: Origin,
): Promise<void> {
  const data = { inviteId: invited.inviteId, organizationId: invited.organizationId };
  await pipeline.handle(
    inviteAddressDecider,
    pendingInviteStream(invited.organizationId, invited.email),
    action === 'reserve' ? { type: 'ReserveInviteAddress', data } : { type: 'ReleaseInviteAddress', data },
    origin,
  );
}
