// The CE courses area (issue 19; spec 001 §2 routes): /cecourses/review_all (the
// catalogue), /cecourses/:id (lessons), /cecourses/review/:id (one's results and
// certificate), /cecourses/exam/:id (the exam). /cecourses/hipaa is the HIPAA course.
// Admins author at /cecourses/create and /cecourses/:id/edit.
import SchoolIcon from '@mui/icons-material/School';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';
import { ceCoursesResource, type CeCourseRecord } from './types';

// each screen loads when first opened (its own chunk)
const CeCourseList = lazyComponent(() => import('./CeCourseList'), 'CeCourseList');
const CeCourseShow = lazyComponent(() => import('./CeCourseShow'), 'CeCourseShow');
const CeCourseReview = lazyComponent(() => import('./CeCourseReview'), 'CeCourseReview');
const CeCourseExam = lazyComponent(() => import('./CeCourseExam'), 'CeCourseExam');
const CeCourseCreate = lazyComponent(() => import('./CeCourseForm'), 'CeCourseCreate');
const CeCourseEdit = lazyComponent(() => import('./CeCourseForm'), 'CeCourseEdit');

export { ceCourseMessages, ceCourseResources } from './messages';

export default defineResource<CeCourseRecord>({
  name: ceCoursesResource,
  path: '/cecourses',
  list: CeCourseList,
  show: CeCourseShow,
  // admins author courses (the server refuses anyone else)
  create: CeCourseCreate,
  edit: CeCourseEdit,
  screens: { review_all: CeCourseList, 'review/:id': CeCourseReview, 'exam/:id': CeCourseExam },
  ...shownAs('ce_courses', SchoolIcon),
  recordRepresentation: (record) => record.title,
});
