// The risk alerts table for dashboards (spec 001 §2, TRAIN-38..40, DASH-22,
// DASH-36): trainee name (hidden for trainees), activity type and group, time
// at site, a view action; a row opens the entry in the activity log. Shown only
// when there are alerts; others than trainees see an attention notice. The table folds away under its title
// (the theme's card collapse, 500 ms) for a reader who has seen it.
import {
  Alert,
  Box,
  Button,
  Collapse,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router';
import { roleOf, useCurrentUser } from '../identity/currentUser';
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
        <Table size="small" aria-label={t('risk_alerts.title')}>
          <TableHead>
            <TableRow>
              {!isTrainee ? <TableCell>{t('fields.trainee')}</TableCell> : null}
              <TableCell>{t('fields.happened_at')}</TableCell>
              <TableCell>{t('risk_alerts.activity')}</TableCell>
              <TableCell>{t('risk_alerts.time_at_site')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {alerts.map((alert) => (
              <TableRow key={alert.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(alert.id)}>
                {!isTrainee ? <TableCell>{alert.trainee.name}</TableCell> : null}
                <TableCell>{formatCalendarDate(alert.happened_at)}</TableCell>
                <TableCell>
                  {alert.activity_type.name}
                  {alert.activities.length ? ` — ${alert.activities.map((a) => `${a.group}: ${a.name}`).join(', ')}` : ''}
                </TableCell>
                <TableCell>
                  {formatMinutes(alert.minutes)}
                  {alert.placement ? ` · ${alert.placement.supervision_site.name}` : ''}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => open(alert.id)}>
                    {t('actions.view')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Collapse>
    </Box>
  );
};
