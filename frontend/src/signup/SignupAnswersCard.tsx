// What a supervisor answered when joining (002 §7 signup_responses; issue 12 item 4): the
// licences and the survey answers, under the question texts, on their profile.
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../dataProvider';
import type { SignupAnswerData, SignupLicenseData } from '@practicum/shared/domain/signup/events';
import { answerText, type SurveyQuestion } from '@practicum/shared/domain/signup/survey';

interface Profile {
  signup_responses: SignupAnswerData[];
  supervisor_licenses: SignupLicenseData[];
}

export const SignupAnswersCard = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const { data: profile } = useApiRead<Profile>(`users/${userId}/signup-responses`, { retry: false });
  const { data: questions = [] } = useApiRead<SurveyQuestion[]>('signup/survey-questions/supervisor', { staleTime: Infinity });
  const { data: states = [] } = useApiRead<{ id: string; name: string }[]>('countries/US/states', { staleTime: Infinity });
  const { data: disciplines = [] } = useApiRead<{ id: string; value: string }[]>('disciplines', { staleTime: Infinity });
  // someone who joined without the wizard answered nothing: no card (the supervision profile says so already)
  if (!profile || (profile.signup_responses.length === 0 && profile.supervisor_licenses.length === 0)) return null;
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
            const question = questions.find((q) => q.id === answer.signup_question_id);
            return (
              <ListItem key={answer.signup_question_id}>
                <ListItemText primary={question?.body ?? ''} secondary={answerText(answer, question)} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
