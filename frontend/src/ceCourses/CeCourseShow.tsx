// /cecourses/:id (and /cecourses/hipaa): the course's lessons, text or video, then its exam.
import { Button, Card, CardContent, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '@practicum/shared/access/roles';
import { CeCourseActions } from './CeCourseActions';
import { CeCourseFrame } from './CeCourseFrame';
import { ceCoursePaths, type CeCourseRecord } from './types';

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
  const { permissions: role } = usePermissions<Role | undefined>();
  const isAdmin = role === 'admin';
  return (
    <CeCourseFrame>
      {(course) => (
        <>
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
            {translate('app.ce_courses.exam_summary', { smart_count: course.question_count, pass_mark: course.pass_mark })}
          </Typography>
          <CeCourseActions course={course} />
          {isAdmin && (
            <Button component={Link} to={ceCoursePaths.edit(course.id)} startIcon={<EditIcon />} sx={{ mt: 1 }}>
              {translate('app.ce_courses.edit')}
            </Button>
          )}
        </>
      )}
    </CeCourseFrame>
  );
};
