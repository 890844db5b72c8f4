// /cecourses/exam/:id: one radio group per question; the answers go to
// POST /api/ce-courses/:id/exam as the next attempt, and the results screen follows.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, CardContent, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { Title, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useApiCommand } from '../dataProvider/hooks';
import { ceCoursePaths, ceCoursesResource } from './types';
import { useCeCourse } from './useCeCourse';

interface ExamAnswer {
  passed: boolean;
  score: number;
  pass_mark: number;
}

export const CeCourseExam = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { record: course, fallback } = useCeCourse();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const submit = useApiCommand<{ id: string; attempt: number }, ExamAnswer>(({ id, attempt }) => ({
    path: `${ceCoursesResource}/${id}/exam`,
    method: 'POST',
    body: { attempt, answers },
  }));
  if (fallback) return fallback;
  const complete = course.questions.every((q) => answers[q.id] !== undefined);
  const onSubmit = () =>
    submit.mutate(
      { id: course.id, attempt: course.attempts_count + 1 },
      {
        onSuccess: (answer) => {
          notify(answer.passed ? 'app.ce_courses.passed' : 'app.ce_courses.failed', {
            type: answer.passed ? 'success' : 'warning',
            messageArgs: { score: answer.score, pass_mark: answer.pass_mark },
          });
          refresh();
          void navigate(ceCoursePaths.review(course.id));
        },
        onError: (e) => notify(e.message, { type: 'error' }),
      },
    );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={course.title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {`${translate('app.ce_courses.exam')}: ${course.title}`}
        </Typography>
        {course.questions.map((question, index) => (
          <FormControl key={question.id} component="fieldset" sx={{ display: 'block', mb: 2 }}>
            <FormLabel component="legend">{`${index + 1}. ${question.text}`}</FormLabel>
            <RadioGroup
              value={answers[question.id] ?? ''}
              onChange={(event) => setAnswers((now) => ({ ...now, [question.id]: Number(event.target.value) }))}
            >
              {question.choices.map((choice, i) => (
                <FormControlLabel key={i} value={i} control={<Radio />} label={choice} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        {!complete && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.ce_courses.answer_every')}
          </Typography>
        )}
        <Button variant="contained" disabled={!complete || submit.isPending} onClick={onSubmit}>
          {translate('app.ce_courses.submit')}
        </Button>
      </CardContent>
    </Card>
  );
};
