// The activity log calls (issue 4): the entry list with the spec's query
// filters, the form's choices, the trainee's commands and the reviewers'.
import type { ActivityEntry, EntryOptions, EntryResult, RiskAlert } from '@practicum/shared/domain/activityLog/records';
import { useGetList } from 'react-admin';
import { httpClient, logSilentFailure, useApiRead } from '../dataProvider';
import { listRead } from '../dataProvider/primedReads';

export type { ActivityEntry, EntryOptions, EntryResult, RiskAlert } from '@practicum/shared/domain/activityLog/records';
export type { ActivityEntryStatus as EntryStatus } from '@practicum/shared/domain/activityLog/events';

/** The spec's activity-log query (trainee_id, id, happened_before, risk_alert, training_id) plus status. */
export type EntryFilter = Partial<Record<'trainee_id' | 'id' | 'happened_before' | 'risk_alert' | 'training_id' | 'status', string>>;

// Lists through react-admin's data hooks (one cache, loading and errors as everywhere, the app bar's refresh):
// the first thousand, newest first, as the screens show them whole.
const wholeList = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'happened_at', order: 'DESC' } } as const;

/** The entries the filter picks; `data` is undefined until loaded. */
export const useEntries = (filter: EntryFilter) => useGetList<ActivityEntry>('activity-log', { ...wholeList, filter });
export const useRiskAlerts = () => useGetList<RiskAlert>('risk-alerts', wholeList, { onError: logSilentFailure('risk-alerts') });
/** The entries a reviewer's dashboard tab counts and lists (DASH-36). */
export const entriesToReview: EntryFilter = { status: 'submitted' };
/** What a dashboard reads for the risk alerts table and the entries tab. */
export const riskAlertsPart = () => listRead('risk-alerts', wholeList);
export const entriesToReviewPart = () => listRead('activity-log', { ...wholeList, filter: entriesToReview });

const noOptions: EntryOptions = { current_training_id: null, trainings: [], activities: [] };

/** The form's choices while `open`: undefined until loaded, none when they cannot be read. */
export function useEntryOptions(open: boolean): EntryOptions | undefined {
  const read = useApiRead<EntryOptions>(open ? 'activity-log/options' : null, { refetchOnWindowFocus: false });
  return read.data ?? (read.isError ? noOptions : undefined);
}

/** The choices were read and hold no training (not: they could not be read): the trainee has nothing to log against yet. */
export const noTrainingYet = (options: EntryOptions | undefined): boolean =>
  options !== undefined && options !== noOptions && options.trainings.length === 0;

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
