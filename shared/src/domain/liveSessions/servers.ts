// BigBlueButton servers' enable toggle (ADMIN-35): one small stream for the
// configured servers, `meetingServers-catalog`; a server disabled here takes no
// new sessions. The servers themselves are configuration (BBB_URL), not events.
import { assertNever, type CommandContext, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';

export type MeetingServerToggled = DomainEvent<'MeetingServerToggled', { url: string; enabled: boolean; byUserId: string | null }>;
export type MeetingServerEvent = MeetingServerToggled;
export type MeetingServerCommand = { type: 'ToggleMeetingServer'; data: { url: string; enabled: boolean } };
export interface MeetingServerState {
  disabled: string[];
}

export const meetingServerEventTypes = eventTypesOf<MeetingServerEvent>()('MeetingServerToggled');
export const MEETING_SERVERS_STREAM = 'meetingServers-catalog';

export const meetingServerDecider: Decider<MeetingServerState, MeetingServerCommand, MeetingServerEvent> = {
  initialState: () => ({ disabled: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'MeetingServerToggled': {
        const others = state.disabled.filter((url) => url !== event.data.url);
        return { disabled: event.data.enabled ? others : [...others, event.data.url] };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state, context: CommandContext) {
    const { url, enabled } = command.data;
    if (state.disabled.includes(url) !== enabled) return [];
    return [{ type: 'MeetingServerToggled', data: { url, enabled, byUserId: context.userId } }];
  },
};
