import { useParams } from 'react-router';
import { useGetOne } from 'react-admin';
import { ceCoursesResource, type CeCourseRecord } from './types';

/** The course the screen's :id names (a uuid, or `hipaa`), with the reader's progress. */
export function useCeCourse() {
  const { id = '' } = useParams<'id'>();
  return useGetOne<CeCourseRecord>(ceCoursesResource, { id }, { retry: false });
}
