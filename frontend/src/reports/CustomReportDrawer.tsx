// The custom training report drawer (TRAIN-51, TRAIN-43): placements ticked (at
// least one, the button stays disabled otherwise) and a report type, aggregate
// or individual ("please select option" when missing); downloads the custom PDF.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatReportHours } from '@practicum/shared/format';
import { pdfUrls, type TrainingReport } from './api';

type ReportType = 'aggregate' | 'individual';

export const CustomReportDrawer = ({
  open,
  onClose,
  traineeId,
  reports,
}: {
  open: boolean;
  onClose: () => void;
  traineeId: string;
  reports: TrainingReport[];
}) => {
  const translate = useTranslate();
  const [ticked, setTicked] = useState<string[]>([]);
  const [reportType, setReportType] = useState<ReportType | ''>('');
  const [tried, setTried] = useState(false);
  const placements = new Map<string, number>();
  for (const report of reports)
    for (const placement of report.placement_report)
      placements.set(placement.placement_id, (placements.get(placement.placement_id) ?? 0) + placement.approved + placement.unapproved);
  const toggle = (id: string) => setTicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const download = () => {
    setTried(true);
    if (!reportType) return;
    window.location.assign(pdfUrls.custom(traineeId, reportType, ticked));
    onClose();
  };
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 380, p: 3 }} role="dialog" aria-label={translate('app.reports.custom.title')}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {translate('app.reports.custom.title')}
        </Typography>
        <FormLabel>{translate('app.reports.placements')}</FormLabel>
        <FormGroup sx={{ mb: 2 }}>
          {[...placements].map(([id, minutes], index) => (
            <FormControlLabel
              key={id}
              control={<Checkbox checked={ticked.includes(id)} onChange={() => toggle(id)} />}
              label={translate('app.reports.custom.placement', { number: index + 1, hours: formatReportHours(minutes) })}
            />
          ))}
          {placements.size === 0 && <Typography color="text.secondary">{translate('app.reports.no_placements')}</Typography>}
        </FormGroup>
        <FormControl error={tried && !reportType}>
          <FormLabel>{translate('app.reports.custom.report_type')}</FormLabel>
          <RadioGroup value={reportType} onChange={(event) => setReportType(event.target.value as ReportType)}>
            <FormControlLabel value="aggregate" control={<Radio />} label={translate('app.reports.custom.aggregate')} />
            <FormControlLabel value="individual" control={<Radio />} label={translate('app.reports.custom.individual')} />
          </RadioGroup>
          {tried && !reportType && <FormHelperText>{translate('app.reports.custom.select_option')}</FormHelperText>}
        </FormControl>
        <Box sx={{ mt: 3, display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={ticked.length === 0} onClick={download}>
            {translate('app.reports.download_pdf')}
          </Button>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        </Box>
      </Box>
    </Drawer>
  );
};
