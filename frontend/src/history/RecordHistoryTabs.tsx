// The History tab of every record page that has a stream (issue 20): "Details" shows the page's own
// content, "History" the record's events and, below, the record as of a chosen moment. One component
// for every page; a page whose record spans streams (a trainee: trainings and account) passes several.
// The tab shows to those the server lets read the history: it asks (GET /api/history/{stream}/access) rather
// than repeating the read scope's rule here, and offers only the sources it may read.
import { Box, Card, CardContent, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { HistoryAsOf } from './HistoryAsOf';
import { HistoryTimeline } from './HistoryTimeline';
import { useReadableSources, type HistorySource } from './historyApi';

interface RecordHistoryTabsProps {
  sources: HistorySource[];
  children: ReactNode;
}

export const RecordHistoryTabs = ({ sources: offered, children }: RecordHistoryTabsProps) => {
  const translate = useTranslate();
  const sources = useReadableSources(offered) ?? [];
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const [chosen, setChosen] = useState(0);
  const source = sources[chosen] ?? sources[0];
  // the page's content keeps its place in the tree while the answer comes, so it is not mounted twice
  return (
    <Box>
      {source ? (
        <Tabs value={tab} onChange={(_, value: 'details' | 'history') => setTab(value)} aria-label={translate('app.history.tabs')}>
          <Tab value="details" label={translate('app.history.details')} />
          <Tab value="history" label={translate('app.history.tab')} />
        </Tabs>
      ) : null}
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
