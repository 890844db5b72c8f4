// English texts of the CE courses (/cecourses): the resource's field names and
// the app.ce_courses strings. Spread by i18n/en.ts.
export const ceCourseResources = {
  'ce-courses': {
    name: 'CE course |||| CE courses',
    fields: {
      q: 'Search',
      title: 'Course',
      credit_hours: 'Credit hours',
      status: 'Status',
      completed_at: 'Completed',
      best_score: 'Best score',
      pass_mark: 'Pass mark',
    },
  },
};

export const ceCourseMessages = {
  list_title: 'CE courses',
  status: { not_started: 'Not started', failed: 'Not passed yet', completed: 'Completed' },
  lessons: 'Lessons',
  exam: 'Exam',
  exam_summary: '%{count} questions · pass mark %{pass_mark}%',
  take_exam: 'Take the exam',
  retake_exam: 'Take the exam again',
  review: 'My results',
  certificate: 'Download certificate',
  submit: 'Submit answers',
  answer_every: 'Answer every question.',
  passed: 'You passed with %{score}%.',
  failed: 'You scored %{score}%; the pass mark is %{pass_mark}%. Review the lessons and try again.',
  attempt: 'Attempt %{attempt}',
  attempt_row: '%{score}% (%{correct} of %{total}) on %{date}',
  attempt_passed: 'Passed',
  attempt_failed: 'Not passed',
  no_attempts: 'You have not taken the exam yet.',
  back_to_course: 'Back to the course',
  hipaa_badge: 'HIPAA',
};
