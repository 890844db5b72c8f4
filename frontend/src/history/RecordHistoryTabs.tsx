// The History tab of every record page that has a stream (issue 20): "Details" shows the page's own
// content, "History" the record's events and, below, the record as of a chosen moment. One component
// for every page; a page whose record spans streams (a trainee: trainings and account) passes several.
// The tab shows to those the API lets read the history: admins, the record's own user and, unless the record is
// only its parties' (a submission's drafts are its submitter's), the organization's coordinators.
import { Box, Card, CardContent, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { HistoryAsOf } from './HistoryAsOf';
import { HistoryTimeline } from './HistoryTimeline';
import type { HistorySource } from './historyApi';

interface RecordHistoryTabsProps {
  sources: HistorySource[];
  /** The user whose own record this is, if any (they read its history too). */
  ownerId?: string;
  /** Whether the organization's coordinators read this record's history (not a submission's: its drafts are private). */
  coordinatorsRead?: boolean;
  children: ReactNode;
}

export const RecordHistoryTabs = ({ sources, ownerId, coordinatorsRead = true, children }: RecordHistoryTabsProps) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string | undefined>();
  const { identity } = useGetIdentity();
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const [chosen, setChosen] = useState(0);
  const source = sources[chosen] ?? sources[0];
  const mayRead = role === 'admin' || (coordinatorsRead && role === 'coordinator') || (ownerId !== undefined && identity?.id === ownerId);
  if (!mayRead) return <>{children}</>;
  return (
    <Box>
      <Tabs value={tab} onChange={(_, value: 'details' | 'history') => setTab(value)} aria-label={translate('app.history.tabs')}>
        <Tab value="details" label={translate('app.history.details')} />
        <Tab value="history" label={translate('app.history.tab')} />
      </Tabs>
      {tab === 'details' || !source ? (
        children
      ) : (
        <Card sx={{ mt: 1 }}>
          <CardContent>
            <Stack spacing={2}>
              {sources.length > 1 ? (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={chosen}
                  onChange={(_, value: number | null) => value !== null && setChosen(value)}
                >
                  {sources.map((s, i) => (
                    <ToggleButton key={s.stream} value={i}>
                      {translate(s.label ?? 'app.history.tab')}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              ) : null}
              <HistoryTimeline key={`${source.stream}:${source.record ?? ''}`} source={source} />
              <Typography variant="h6" component="h2">
                {translate('app.history.as_of_title')}
              </Typography>
              <HistoryAsOf key={`as-of:${source.stream}:${source.record ?? ''}`} source={source} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
