// The buttons under a course: take (or retake) the exam, see one's results, download the certificate.
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { ceCoursePaths, type CeCourseRecord } from './types';
import { useCanWrite } from '../session/useCanWrite';

export const CeCourseActions = ({ course, showReview = true }: { course: CeCourseRecord; showReview?: boolean }) => {
  const translate = useTranslate();
  // an attempt is recorded: a read-only session reads the course and its results, and takes no exam
  const canWrite = useCanWrite();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
      {canWrite && course.status !== 'completed' && (
        <Button variant="contained" component={Link} to={ceCoursePaths.exam(course.id)}>
          {translate(course.attempts_count > 0 ? 'app.ce_courses.retake_exam' : 'app.ce_courses.take_exam')}
        </Button>
      )}
      {course.status === 'completed' && (
        <Button variant="contained" startIcon={<DownloadIcon />} href={ceCoursePaths.certificate(course.id)} download>
          {translate('app.ce_courses.certificate')}
        </Button>
      )}
      {showReview && course.attempts_count > 0 && (
        <Button component={Link} to={ceCoursePaths.review(course.id)}>
          {translate('app.ce_courses.review')}
        </Button>
      )}
    </Stack>
  );
};
