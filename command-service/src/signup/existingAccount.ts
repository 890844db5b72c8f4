// The account an e-mail address belongs to, if any: an invitation to someone who already has one is joined with
// that account (join existing) instead of a second one the unique address would refuse.
import { emailReservationDecider, userDecider, userStream, type UserState } from '@practicum/shared/domain/identity/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';

export async function accountOf(pipeline: CommandPipeline, email: string): Promise<Extract<UserState, { status: 'registered' }> | null> {
  const { state: reservation } = await pipeline.load(emailReservationDecider, userEmailStream(email));
  if (reservation.reservedBy === null) return null;
  const { state } = await pipeline.load(userDecider, userStream(reservation.reservedBy));
  return state.status === 'registered' ? state : null;
}
