// /cecourses/review/:id: the learner's attempts and result, the certificate once passed, a retake otherwise.
import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { CeCourseActions } from './CeCourseActions';
import { CeCourseFrame } from './CeCourseFrame';
import { ceCoursePaths } from './types';
import { useTimes } from '../identity/timeZone';

export const CeCourseReview = () => {
  const { formatDate } = useTimes();
  const translate = useTranslate();
  return (
    <CeCourseFrame heading={(course) => `${translate('app.ce_courses.review')}: ${course.title}`}>
      {(course) => (
        <>
          {course.attempts.length === 0 && <Typography sx={{ mt: 2 }}>{translate('app.ce_courses.no_attempts')}</Typography>}
          <List aria-label={translate('app.ce_courses.review')}>
            {course.attempts.map((a) => (
              <ListItem key={a.attempt} divider>
                <ListItemText
                  primary={translate('app.ce_courses.attempt', { attempt: a.attempt })}
                  secondary={translate('app.ce_courses.attempt_row', {
                    score: a.score,
                    correct: a.correct,
                    total: a.total,
                    date: formatDate(a.submitted_at),
                  })}
                />
                <Chip
                  size="small"
                  color={a.passed ? 'success' : 'warning'}
                  label={translate(a.passed ? 'app.ce_courses.attempt_passed' : 'app.ce_courses.attempt_failed')}
                />
              </ListItem>
            ))}
          </List>
          <CeCourseActions course={course} showReview={false} />
          <Button component={Link} to={ceCoursePaths.show(course.id)} sx={{ mt: 1 }}>
            {translate('app.ce_courses.back_to_course')}
          </Button>
        </>
      )}
    </CeCourseFrame>
  );
};
