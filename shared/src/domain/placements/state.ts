import { assertNever } from '../decider.js';
import type { AgreementProgress, PlacementEvent, PlacementParties, PlacementRequirement } from './events.js';
import type { PlacementStage } from './statuses.js';

export interface PlacementAgreement extends PlacementRequirement {
  submissionId: string | null;
  progress: AgreementProgress;
}

export interface PlacementData extends PlacementParties {
  id: string;
  organizationId: string;
  stage: PlacementStage;
  supervisorJoined: boolean;
  archived: boolean;
  recurring: boolean;
  agreements: PlacementAgreement[];
  /** Minutes on site by day (YYYY-MM-DD). */
  timeOnSite: Record<string, number>;
}

export type PlacementState = { status: 'none' } | { status: 'requested'; placement: PlacementData };

export const initialState = (): PlacementState => ({ status: 'none' });

export const allAgreementsSigned = (placement: Pick<PlacementData, 'agreements'>): boolean =>
  placement.agreements.every((a) => a.progress === 'signed');

const change = (state: PlacementState, patch: (p: PlacementData) => Partial<PlacementData>): PlacementState =>
  state.status === 'requested' ? { ...state, placement: { ...state.placement, ...patch(state.placement) } } : state;

export function evolve(state: PlacementState, event: PlacementEvent): PlacementState {
  switch (event.type) {
    case 'PlacementRequested': {
      const { placementId, requirements, comment: _c, requestedBy: _r, ...rest } = event.data;
      return {
        status: 'requested',
        placement: {
          id: placementId,
          ...rest,
          stage: 'open',
          supervisorJoined: false,
          archived: false,
          recurring: false,
          agreements: requirements.map((r) => ({ ...r, submissionId: null, progress: 'pending' })),
          timeOnSite: {},
        },
      };
    }
    case 'PlacementSupervisorJoined':
      return change(state, () => ({ supervisorJoined: true, stage: event.data.stage }));
    case 'PlacementAgreementProgressed':
      return change(state, (p) => ({
        agreements: p.agreements.map((a) =>
          a.formId === event.data.formId ? { ...a, submissionId: event.data.submissionId, progress: event.data.progress } : a,
        ),
      }));
    case 'PlacementReady':
      return change(state, () => ({ stage: 'ready' }));
    case 'PlacementApproved':
      return change(state, () => ({ stage: 'approved' }));
    case 'PlacementDenied':
      return change(state, () => ({ stage: 'denied' }));
    case 'PlacementReopened':
      return change(state, () => ({ stage: event.data.stage }));
    case 'PlacementArchived':
      return change(state, () => ({ archived: true }));
    case 'PlacementUnarchived':
      return change(state, () => ({ archived: false }));
    case 'PlacementRecurringSet':
      return change(state, () => ({ recurring: event.data.recurring }));
    case 'PlacementTimeOnSiteLogged':
      return change(state, (p) => ({ timeOnSite: { ...p.timeOnSite, [event.data.date]: event.data.minutes } }));
    default:
      return assertNever(event);
  }
}
