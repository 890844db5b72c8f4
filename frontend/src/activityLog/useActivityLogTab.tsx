// The faculty dashboard's "activity log" tab (spec 001 §2, DASH-37): entries
// waiting for the caller's review, with a link to the approve page.
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { entriesToReview, useEntries, type ActivityEntry } from './api';
import { ActivityEntryTable } from './ActivityEntryTable';

const WaitingForReview = ({ entries }: { entries: ActivityEntry[] }) => {
  const translate = useTranslate();
  return (
    <Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{translate('app.activity_log.empty_review')}</Typography>
      ) : (
        <ActivityEntryTable entries={entries} label={translate('app.activity_log.status.submitted')} showTrainee />
      )}
      <Button component={RouterLink} to="/activity-log/approve" sx={{ mt: 1 }}>
        {translate('app.activity_log.approve_title')}
      </Button>
    </Box>
  );
};

export function useActivityLogTab(): DashboardTab {
  // Loads fail silently on dashboards (spec 001 §8): no entries then.
  const { data: entries = [] } = useEntries(entriesToReview);
  return { key: 'activity-log', label: 'app.activity_log.title', badge: entries.length, content: <WaitingForReview entries={entries} /> };
}
