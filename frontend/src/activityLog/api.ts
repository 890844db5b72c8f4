// The activity log calls (issue 4): the entry list with the spec's query
// filters, the form's choices, the trainee's commands and the reviewers'.
import { httpClient } from '../dataProvider';

export type EntryStatus = 'draft' | 'submitted' | 'approved' | 'changes_requested';

export interface ActivityEntry {
  id: string;
  trainee: { id: string; name: string };
  training_id: string;
  happened_at: string;
  activity_type: { id: string; name: string; color: string };
  activities: { id: string; group: string; name: string }[];
  activity_ids: string[];
  minutes: number;
  hours: number;
  notes: string;
  risk_alert: boolean;
  risk_alert_dismissed: boolean;
  status: EntryStatus;
  verification: 'verified' | 'unverified' | 'changes requested';
  review_comment: string | null;
  reviewer: { id: string; name: string } | null;
}

export interface RiskAlert {
  id: string;
  happened_at: string;
  trainee: { id: string; name: string };
  activity_type: { name: string };
  placement: { supervision_site: { name: string } } | null;
  activities: { group: string; name: string }[];
  minutes: number;
}

export interface EntryOptions {
  current_training_id: string | null;
  trainings: {
    id: string;
    name: string;
    start_at: string;
    end_at: string;
    activity_types: { id: string; name: string; color: string }[];
  }[];
  activities: { id: string; group: string; name: string; raises_risk_alert: boolean }[];
}

export interface EntryResult {
  id: string;
  status: number;
  message: string | null;
}

/** The spec's activity-log query (trainee_id, id, happened_before, risk_alert, training_id) plus status. */
export type EntryFilter = Partial<Record<'trainee_id' | 'id' | 'happened_before' | 'risk_alert' | 'training_id' | 'status', string>>;

const list = async <T>(path: string, filter: object): Promise<T[]> => {
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`;
  const { json } = await httpClient(`${path}?${query}`);
  return json as T[];
};

export const fetchEntries = (filter: EntryFilter) => list<ActivityEntry>('/api/activity-log', filter);
export const fetchRiskAlerts = () => list<RiskAlert>('/api/risk-alerts', {});

export async function fetchOptions(): Promise<EntryOptions> {
  const { json } = await httpClient('/api/activity-log/options');
  return json as EntryOptions;
}

const send = async (path: string, method: string, body?: object) =>
  (await httpClient(path, { method, body: body ? JSON.stringify(body) : undefined })).json as Record<string, unknown>;
const entryPath = (id: string, action = '') => `/api/activity-log/${encodeURIComponent(id)}${action}`;

export const createEntry = (body: object) => send('/api/activity-log', 'POST', body);
export const updateEntry = (id: string, body: object) => send(entryPath(id), 'PUT', body);
export const deleteEntry = (id: string) => send(entryPath(id), 'DELETE');
export const submitEntries = async (ids: string[]) => (await send('/api/activity-log/submit', 'POST', { ids })).results as EntryResult[];
export const approveEntries = async (ids: string[]) => (await send('/api/activity-log/approve', 'POST', { ids })).results as EntryResult[];

export type ReviewAction = 'approve' | 'unapprove' | 'revert-request-changes';
export const reviewEntry = (id: string, action: ReviewAction) => send(entryPath(id, `/${action}`), 'POST');
export const requestChanges = (id: string, comment: string) => send(entryPath(id, '/request-changes'), 'POST', { comment });
export const dismissRiskAlert = (id: string) => send(`/api/risk-alerts/${encodeURIComponent(id)}/dismiss`, 'POST');

export { errorText } from '../tasks/api';
