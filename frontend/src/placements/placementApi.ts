// Placement commands beyond CRUD (PLACE-14, 16, 18, 26): request, the supervisor's
// join, decisions (one or a batch), the archive and recurring toggles, time on site.
import type { PlacementDecision } from '@practicum/shared/domain/placements/statuses';
import { httpClient } from '../dataProvider';
import type { PlacementBatchResult } from './types';

const send = async (url: string, method: string, body: unknown = {}) =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json as Record<string, unknown>;
const one = (id: string, action: string) => `/api/placements/${id}/${action}`;

export interface PlacementRequestInput {
  training_id: string;
  supervision_site_id: string;
  supervisor_id: string;
  is_campus: boolean;
  comment: string;
  /** A coordinator requests for a trainee of the organization; a trainee for themselves. */
  trainee_id?: string;
}

export const placementApi = {
  request: (input: PlacementRequestInput) => send('/api/placements', 'POST', input),
  join: (id: string) => send(one(id, 'supervisor'), 'PATCH'),
  decide: (id: string, status: PlacementDecision) => send(one(id, 'status'), 'PATCH', { status }),
  toggleArchived: (id: string) => send(one(id, 'archive'), 'PATCH'),
  toggleRecurring: (id: string) => send(one(id, 'recurring'), 'PATCH'),
  logTime: (id: string, date: string, minutes: number) => send(one(id, 'time-on-site'), 'PATCH', { date, minutes }),
  batch: async (ids: string[], status: PlacementDecision) =>
    (await send('/api/placements/batch', 'POST', { ids, status })) as unknown as {
      results: PlacementBatchResult[];
      succeeded: number;
      refused: number;
    },
};
