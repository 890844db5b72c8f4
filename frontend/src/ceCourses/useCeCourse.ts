import { useParams } from 'react-router';
import { useRecordPage } from '../layout/recordPage';
import { ceCoursesResource, type CeCourseRecord } from './types';

/** The course the screen's :id names (a uuid, or `hipaa`), with the reader's progress; `fallback` until it is there. */
export function useCeCourse() {
  const { id = '' } = useParams<'id'>();
  return useRecordPage<CeCourseRecord>(ceCoursesResource, id);
}
