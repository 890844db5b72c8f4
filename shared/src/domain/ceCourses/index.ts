export * from './events.js';
export * from './commands.js';
export { ceCourseDecider, checkCourseDetails, type CeCourseData, type CeCourseState, type CeCourseContext } from './course.js';
export { ceEnrolmentDecider, gradeExam, type CeEnrolmentState, type CeEnrolmentContext } from './enrolment.js';
export * from './records.js';
