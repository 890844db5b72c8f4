// The frame every course screen shares: the course the route names, loaded; its title in the app bar; a
// heading with the HIPAA badge and the reader's status; the screen's own content below.
import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CeCourseStatusChip } from './CeCourseStatusChip';
import type { CeCourseRecord } from './types';
import { useCeCourse } from './useCeCourse';

export const CeCourseFrame = ({
  heading = (course) => course.title,
  children,
}: {
  /** The h1's text for this screen (the course's title by default). */
  heading?: (course: CeCourseRecord) => string;
  children: (course: CeCourseRecord) => ReactNode;
}) => {
  const translate = useTranslate();
  const { record: course, fallback } = useCeCourse();
  if (fallback) return fallback;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={course.title} />
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {heading(course)}
          </Typography>
          {course.kind === 'hipaa' && <Chip size="small" color="primary" label={translate('app.ce_courses.hipaa_badge')} />}
          <CeCourseStatusChip course={course} />
        </Stack>
        {children(course)}
      </CardContent>
    </Card>
  );
};
