export type { CeCourseRecord, CeAttemptRecord, CeCourseStatus } from '@practicum/shared/domain/ceCourses/records';

export const ceCoursesResource = 'ce-courses';

/** The spec's screens (001 §2): the catalogue, a course, the learner's results, the exam. */
export const ceCoursePaths = {
  list: '/cecourses/review_all',
  show: (id: string) => `/cecourses/${id}`,
  create: '/cecourses/create',
  edit: (id: string) => `/cecourses/${id}/edit`,
  review: (id: string) => `/cecourses/review/${id}`,
  exam: (id: string) => `/cecourses/exam/${id}`,
  certificate: (id: string) => `/api/ce-courses/${encodeURIComponent(id)}/certificate.pdf`,
  video: (id: string, lessonId: string) => `/api/ce-courses/${encodeURIComponent(id)}/lessons/${encodeURIComponent(lessonId)}/video`,
};
