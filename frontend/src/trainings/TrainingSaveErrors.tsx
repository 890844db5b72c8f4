// "failed to save changes because" (spec 001 §8, TRAIN-24..26): one line per
// failure with the trainee's name; an overlap adds a table of the other trainings
// (plan, start, end); an error that starts with an HTML tag is not shown as is
// but replaced by a known-error warning.
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RecordTable } from '../layout/RecordTable';
import { type BatchFailure } from './trainingApi';
import { startsWithHtml } from './trainingForm';
import { formatCalendarDate } from '@practicum/shared/format';

export const TrainingSaveErrors = ({ failures, nameOf }: { failures: BatchFailure[]; nameOf: (traineeId: string) => string }) => {
  const translate = useTranslate();
  if (failures.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }} role="alert" aria-label={translate('app.trainees.dialog.failed')}>
      <AlertTitle>{translate('app.trainees.dialog.failed')}</AlertTitle>
      {failures.map((failure, index) =>
        startsWithHtml(failure.error) ? (
          <Alert key={index} severity="warning" sx={{ my: 1 }}>
            {translate('app.trainees.dialog.known_error')}
          </Alert>
        ) : (
          <Box key={index} sx={{ mb: 1 }}>
            <Typography variant="body2">
              {failure.failed_trainee_id ? <strong>{nameOf(failure.failed_trainee_id)}: </strong> : null}
              {failure.error}
            </Typography>
            {failure.overlapping?.length ? (
              <RecordTable
                label={translate('app.trainees.dialog.overlapping')}
                records={failure.overlapping}
                rowKey={(other) => other.training_id}
                sx={{}}
                columns={[
                  { label: translate('app.trainees.fields.training_plan'), render: (other) => other.training_plan_name },
                  { label: translate('app.trainees.fields.start_at'), render: (other) => formatCalendarDate(other.start_at) },
                  { label: translate('app.trainees.fields.end_at'), render: (other) => formatCalendarDate(other.end_at) },
                ]}
              />
            ) : null}
          </Box>
        ),
      )}
    </Alert>
  );
};
