// What the password policy needs to know about a user: email, name, and whether
// any organization the user holds a position in enables stronger passwords.
// Read from the streams (the command side never reads read models).
import { organizationDecider, organizationStream } from '@practicum/shared/domain/organizations/index';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import type { PasswordContext } from '@practicum/shared/domain/identity/passwordPolicy';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';

export async function passwordContextOf(eventStore: EventStore, userId: string): Promise<PasswordContext | null> {
  const { state } = await loadState(eventStore, userStream(userId), userDecider);
  if (state.status !== 'registered') return null;
  const organizationIds = [...new Set(state.positions.map((p) => p.organizationId))];
  const organizations = await Promise.all(organizationIds.map((id) => loadState(eventStore, organizationStream(id), organizationDecider)));
  const extraStrong = organizations.some(
    ({ state: org }) => org.status === 'active' && org.details.organization_settings.enable_stronger_passwords,
  );
  return { email: state.email, firstName: state.first_name, lastName: state.last_name, extraStrong };
}
