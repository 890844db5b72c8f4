// /cecourses/:id (and /cecourses/hipaa): the course's lessons, text or video, then its exam.
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { CeCourseActions } from './CeCourseActions';
import { CeCourseStatusChip } from './CeCourseStatusChip';
import { ceCoursePaths, type CeCourseRecord } from './types';
import { useCeCourse } from './useCeCourse';

const Lesson = ({ course, lesson }: { course: CeCourseRecord; lesson: CeCourseRecord['lessons'][number] }) => (
  <Card variant="outlined" sx={{ mb: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h3">
        {lesson.title}
      </Typography>
      {lesson.kind === 'video' && lesson.video && (
        <video controls style={{ width: '100%', maxHeight: 360, marginTop: 8 }} src={ceCoursePaths.video(course.id, lesson.id)} />
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{lesson.body}</Typography>
    </CardContent>
  </Card>
);

export const CeCourseShow = () => {
  const translate = useTranslate();
  const { data: course, isPending, error } = useCeCourse();
  if (isPending) return <Loading />;
  if (error || !course) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={course.title} />
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {course.title}
          </Typography>
          {course.kind === 'hipaa' && <Chip size="small" color="primary" label={translate('app.ce_courses.hipaa_badge')} />}
          <CeCourseStatusChip status={course.status} />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {course.description}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.ce_courses.lessons')}
        </Typography>
        {course.lessons.map((lesson) => (
          <Lesson key={lesson.id} course={course} lesson={lesson} />
        ))}
        <Typography variant="h6" component="h2">
          {translate('app.ce_courses.exam')}
        </Typography>
        <Typography color="text.secondary">
          {translate('app.ce_courses.exam_summary', { count: course.question_count, pass_mark: course.pass_mark })}
        </Typography>
        <CeCourseActions course={course} />
      </CardContent>
    </Card>
  );
};
