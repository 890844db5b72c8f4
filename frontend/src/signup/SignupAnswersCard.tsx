// What a supervisor answered when joining (002 §7 signup_responses; issue 12 item 4): the
// licences and the survey answers, under the question texts, on their profile.
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../dataProvider';
import type { SurveyQuestion } from './types';

interface Profile {
  signup_responses: {
    signup_question_id: string;
    value_ids?: string[];
    value_int?: number | null;
    value_date?: string | null;
    value_text?: string | null;
    other_text?: string | null;
  }[];
  supervisor_licenses: { license_number: string; state_id: string; discipline_id: string }[];
}

export const SignupAnswersCard = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const { data: profile } = useApiRead<Profile>(`users/${userId}/signup-responses`, { retry: false });
  const { data: questions = [] } = useApiRead<SurveyQuestion[]>('signup/survey-questions/supervisor', { staleTime: Infinity });
  const { data: states = [] } = useApiRead<{ id: string; name: string }[]>('countries/US/states', { staleTime: Infinity });
  const { data: disciplines = [] } = useApiRead<{ id: string; value: string }[]>('disciplines', { staleTime: Infinity });
  if (!profile) return null;
  const answerText = (answer: Profile['signup_responses'][number]) => {
    const question = questions.find((q) => q.id === answer.signup_question_id);
    const chosen = (answer.value_ids ?? []).map((id) => question?.values.find((v) => v.id === id)?.value ?? id);
    const parts = [...chosen, answer.value_int ?? null, answer.value_date ?? null, answer.value_text ?? null, answer.other_text ?? null];
    return { question: question?.body ?? '', text: parts.filter((p) => p !== null && p !== '').join(', ') };
  };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="signup-answers-title">
      <CardContent>
        <Typography id="signup-answers-title" variant="h6" component="h2">
          {translate('app.signup.profile.title')}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {translate('app.signup.profile.licenses')}
        </Typography>
        <List dense aria-label={translate('app.signup.profile.licenses')}>
          {profile.supervisor_licenses.map((l) => (
            <ListItem key={`${l.license_number}-${l.state_id}`}>
              <ListItemText
                primary={l.license_number}
                secondary={`${states.find((s) => s.id === l.state_id)?.name ?? l.state_id} · ${disciplines.find((d) => d.id === l.discipline_id)?.value ?? l.discipline_id}`}
              />
            </ListItem>
          ))}
        </List>
        <List dense aria-label={translate('app.signup.profile.answers')}>
          {profile.signup_responses.map((answer) => {
            const { question, text } = answerText(answer);
            return (
              <ListItem key={answer.signup_question_id}>
                <ListItemText primary={question} secondary={text} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
