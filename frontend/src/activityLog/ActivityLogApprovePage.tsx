// /activity-log/approve (reviewers): entries waiting for review, optionally of
// one trainee (?trainee_id), with approve, request changes (comment dialog),
// bulk approve of the selection; approved ones can be unapproved and a request
// for changes reverted; risk alerts can be dismissed.
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { mayDismissRiskAlerts, reviewsWhatItReaches } from '@practicum/shared/domain/activityLog/reach';
import { useTranslate } from 'ra-core';
import { Title, useNotify } from 'react-admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  approveEntries,
  dismissRiskAlert,
  errorText,
  requestChanges,
  reviewEntry,
  useEntries,
  type ActivityEntry,
  type EntryStatus,
} from './api';
import { ActivityEntryTable } from './ActivityEntryTable';
import { notifyResults } from './notifyResults';
import { RequestChangesDialog } from './RequestChangesDialog';
import { roleOf, useCurrentUser } from '../identity/currentUser';

type ReviewTab = Exclude<EntryStatus, 'draft'>;

export const ActivityLogApprovePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const traineeId = params.get('trainee_id');
  const [tab, setTab] = useState<ReviewTab>('submitted');
  const { data, error, refetch } = useEntries({ status: tab, ...(traineeId ? { trainee_id: traineeId } : {}) });
  const entries = data ?? (error ? [] : null);
  const load = () => void refetch();
  const [selected, setSelected] = useState<string[]>([]);
  const [commenting, setCommenting] = useState<ActivityEntry | null>(null);
  // a coordinator follows the entries here without reviewing them: no buttons the server would refuse
  const role = roleOf(useCurrentUser().user);
  const reviews = reviewsWhatItReaches(role);
  const dismisses = mayDismissRiskAlerts(role);

  const run = async (call: () => Promise<unknown>, doneKey: string) => {
    try {
      await call();
      notify(doneKey, { type: 'success' });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
    load();
  };
  const bulkApprove = async () => {
    notifyResults(notify, translate, await approveEntries(selected), 'app.activity_log.approved');
    setSelected([]);
    load();
  };
  const action = (key: string, onClick: () => void) => (
    <Button key={key} size="small" onClick={onClick}>
      {translate(`app.activity_log.actions.${key}`)}
    </Button>
  );
  const reviewActions = (entry: ActivityEntry) => [
    ...(entry.status === 'submitted'
      ? [
          action('approve', () => void run(() => reviewEntry(entry.id, 'approve'), 'app.activity_log.approved')),
          action('request_changes', () => setCommenting(entry)),
        ]
      : []),
    ...(entry.status === 'approved'
      ? [action('unapprove', () => void run(() => reviewEntry(entry.id, 'unapprove'), 'app.activity_log.unapproved'))]
      : []),
    ...(entry.status === 'changes_requested'
      ? [
          action(
            'revert_request_changes',
            () => void run(() => reviewEntry(entry.id, 'revert-request-changes'), 'app.activity_log.reverted'),
          ),
        ]
      : []),
  ];
  const rowActions = (entry: ActivityEntry) => [
    ...(reviews ? reviewActions(entry) : []),
    ...(dismisses && entry.risk_alert && !entry.risk_alert_dismissed
      ? [action('dismiss_risk_alert', () => void run(() => dismissRiskAlert(entry.id), 'app.activity_log.dismissed'))]
      : []),
  ];

  const label = translate(`app.activity_log.status.${tab}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.activity_log.approve_title')} />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('app.activity_log.approve_title')}
          </Typography>
          {tab === 'submitted' && reviews ? (
            <Stack direction="row">
              <Button variant="contained" disabled={selected.length === 0} onClick={() => void bulkApprove()}>
                {translate('app.activity_log.approve_selected', { count: selected.length })}
              </Button>
            </Stack>
          ) : null}
        </Box>
        {reviews ? null : (
          <Alert severity="info" sx={{ my: 1 }} data-testid="review-by-others">
            {translate('app.activity_log.reviewed_by_others')}
          </Alert>
        )}
        <Tabs
          value={tab}
          onChange={(_e, value: ReviewTab) => {
            setSelected([]);
            setTab(value);
          }}
        >
          {(['submitted', 'changes_requested', 'approved'] as const).map((status) => (
            <Tab key={status} value={status} label={translate(`app.activity_log.status.${status}`)} />
          ))}
        </Tabs>
        {entries && entries.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate('app.activity_log.empty_review')}
          </Typography>
        ) : (
          <ActivityEntryTable
            entries={entries ?? []}
            label={label}
            showTrainee
            onSelect={tab === 'submitted' && reviews ? setSelected : undefined}
            selected={selected}
            actions={rowActions}
          />
        )}
      </CardContent>
      <RequestChangesDialog
        open={commenting !== null}
        onClose={() => setCommenting(null)}
        onSend={async (comment) => {
          const entry = commenting!;
          setCommenting(null);
          await run(() => requestChanges(entry.id, comment), 'app.activity_log.changes_requested_done');
        }}
      />
    </Card>
  );
};
