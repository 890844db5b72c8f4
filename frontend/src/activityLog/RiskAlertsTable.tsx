// The risk alerts table for dashboards (spec 001 §2, TRAIN-38..40, DASH-22,
// DASH-36): trainee name (hidden for trainees), activity type and group, time
// at site, a view action; a row opens the entry in the activity log. Shown only
// when there are alerts; others than trainees see an attention notice. The table folds away under its title
// (the theme's card collapse, 500 ms) for a reader who has seen it.
import { Alert, Box, Button, Collapse, IconButton, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { RecordTable, shownColumns } from '../layout/RecordTable';
import { useRiskAlerts } from './api';
import { formatCalendarDate, formatMinutes } from '@practicum/shared/format';

export const riskAlertLink = (id: string): string => `/activity-log?id=${id}&risk_alert=1`;

export const RiskAlertsTable = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // Loads fail silently (spec 001 §8): the table just stays hidden.
  const { data: alerts = [] } = useRiskAlerts();
  const [expanded, setExpanded] = useState(true);
  const tableId = useId();
  if (alerts.length === 0 || !user) return null;
  const isTrainee = roleOf(user) === 'trainee';
  const t = (key: string) => translate(`app.activity_log.${key}`);
  const open = (id: string) => void navigate(riskAlertLink(id));
  return (
    <Box component="section" aria-label={t('risk_alerts.title')} sx={{ my: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('risk_alerts.title')}
        </Typography>
        <IconButton
          aria-label={t(expanded ? 'risk_alerts.hide' : 'risk_alerts.show')}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Stack>
      {!isTrainee ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('risk_alerts.attention')}
        </Alert>
      ) : null}
      <Collapse in={expanded} id={tableId} data-testid="risk-alerts-collapse">
        <RecordTable
          label={t('risk_alerts.title')}
          records={alerts}
          sx={{}}
          rowProps={(alert) => ({ hover: true, sx: { cursor: 'pointer' }, onClick: () => open(alert.id) })}
          columns={shownColumns<(typeof alerts)[number]>([
            !isTrainee && { label: t('fields.trainee'), render: (alert) => alert.trainee.name },
            { label: t('fields.happened_at'), render: (alert) => formatCalendarDate(alert.happened_at) },
            {
              label: t('risk_alerts.activity'),
              render: (alert) =>
                `${alert.activity_type.name}${alert.activities.length ? ` — ${alert.activities.map((a) => `${a.group}: ${a.name}`).join(', ')}` : ''}`,
            },
            {
              label: t('risk_alerts.time_at_site'),
              render: (alert) => `${formatMinutes(alert.minutes)}${alert.placement ? ` · ${alert.placement.supervision_site.name}` : ''}`,
            },
            {
              label: '',
              align: 'right',
              render: (alert) => (
                <Button size="small" onClick={() => open(alert.id)}>
                  {t('actions.view')}
                </Button>
              ),
            },
          ])}
        />
      </Collapse>
    </Box>
  );
};
