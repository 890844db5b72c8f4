// /evaluations/training/:user/:training? (TRAIN-55, 56): a person's evaluations — what they submitted and what
// was submitted about them — within one of their trainings when it is named; the page opens at its top.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageCard } from '../layout/PageCard';
import { EvaluationLists } from './SubmittedFormsTab';

export const EvaluationsPage = () => {
  const { user = null, training = null } = useParams<'user' | 'training'>();
  useEffect(() => window.scrollTo(0, 0), [user, training]);
  return (
    <PageCard title="app.forms.evaluations.title" stacked>
      <EvaluationLists userId={user} trainingId={training} words="evaluations" />
    </PageCard>
  );
};
