// CE course commands and input schemas. Every text and list has a bound the read
// model holds (bounds.ts); the decider checks what needs the course itself.
import { z } from 'zod';
import { requiredLine, requiredText, TEXT, text } from '../bounds.js';
import type { CeCourseDetails, CeCourseKind } from './events.js';

export const ceCourseBounds = { title: 200, lessons: 50, questions: 100, choices: 10, choice: 500, question: 2000 } as const;

export const ceCourseMessages = {
  adminsOnly: 'Only admins can author CE courses.',
  answerEvery: 'Answer every question.',
  invalidChoice: 'The selected answer is invalid.',
  alreadyPassed: 'You have already passed this course.',
  /** An attempt past the next one: nothing was submitted in between, so nothing is stale. */
  nextAttempt: (next: number) => `This is attempt ${next}: an attempt is numbered after the last one submitted.`,
  answerOutOfRange: 'The correct answer must be one of the choices.',
  videoRequired: 'A video lesson needs its video.',
  invalidVideo: 'The selected video is invalid.',
  noQuestions: 'The exam needs at least one question.',
} as const;

const lessonSchema = z.object({
  id: z.uuid(),
  title: requiredLine(ceCourseBounds.title),
  kind: z.enum(['text', 'video']),
  body: text(TEXT.long).default(''),
  video: z.union([z.object({ uuid: z.uuid(), filename: requiredLine(TEXT.name) }), z.null()]).default(null),
});

const questionSchema = z.object({
  id: z.uuid(),
  text: requiredText(ceCourseBounds.question),
  choices: z.array(requiredLine(ceCourseBounds.choice)).min(2).max(ceCourseBounds.choices),
  answer: z
    .number()
    .int()
    .min(0)
    .max(ceCourseBounds.choices - 1),
});

export const ceCourseInputSchema = z.object({
  title: requiredLine(ceCourseBounds.title),
  description: text(TEXT.long).default(''),
  // numeric(6, 2) in the read model: a third decimal is refused, not rounded away
  credit_hours: z.number().min(0).max(100).multipleOf(0.01).default(0),
  lessons: z.array(lessonSchema).max(ceCourseBounds.lessons).default([]),
  questions: z.array(questionSchema).min(1, { error: ceCourseMessages.noQuestions }).max(ceCourseBounds.questions),
  pass_mark: z.number().int().min(1).max(100),
});
export const createCeCourseSchema = ceCourseInputSchema.extend({ hipaa: z.boolean().default(false) });

/** question id → chosen index; the attempt number the learner is answering (1 for the first). */
export const ceExamSchema = z.object({
  attempt: z.number().int().min(1).max(10_000),
  answers: z.record(
    z.uuid(),
    z
      .number()
      .int()
      .min(0)
      .max(ceCourseBounds.choices - 1),
  ),
});
export type CeExamInput = z.infer<typeof ceExamSchema>;

export interface CeActor {
  userId: string;
  role: string | null;
}

export type CeCourseCommand =
  | { type: 'CreateCeCourse'; data: { courseId: string; kind: CeCourseKind; details: CeCourseDetails } }
  | { type: 'UpdateCeCourse'; data: { courseId: string; details: CeCourseDetails } };

export type CeEnrolmentCommand =
  | { type: 'SubmitCeExam'; data: { courseId: string; userId: string; attempt: number; answers: Record<string, number> } }
  | { type: 'LinkCourseTask'; data: { courseId: string; userId: string; taskId: string } };
