// /evaluations/training/:user/:training? (TRAIN-55, 56): a person's evaluations — what they submitted and what
// was submitted about them — within one of their trainings when it is named; the page opens at its top.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { EvaluationLists } from './SubmittedFormsTab';

export const EvaluationsPage = () => {
  const { user = null, training = null } = useParams<'user' | 'training'>();
  const translate = useTranslate();
  useEffect(() => window.scrollTo(0, 0), [user, training]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.forms.evaluations.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('app.forms.evaluations.title')}
          </Typography>
          <EvaluationLists userId={user} trainingId={training} words="evaluations" />
        </Stack>
      </CardContent>
    </Card>
  );
};
