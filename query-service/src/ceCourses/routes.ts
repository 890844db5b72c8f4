// CE course reads (issue 19, MISC-08, MISC-10): the catalogue in the
// ra-data-simple-rest protocol with the reader's progress, one course (its
// lessons, its exam without the right answers, the reader's attempts), a
// lesson's video from the storage port, and the certificate of a completion.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  ceCourseColumns,
  ceCourseRecord,
  ceCourseSearchColumns,
  ceCoursesReadModel,
  certificateFacts,
  coursesForReader,
  readerAttempts,
  type CeCourseRow,
  type CeReader,
} from '@practicum/projections/ceCourses/readModel';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { HIPAA_COURSE_ID, HIPAA_COURSE_SLUG } from '@practicum/shared/domain/ceCourses/index';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { FileStorage } from '@practicum/shared/platform/storage/types';
import { listRoute } from '../http/listRoute.js';
import { readsFrom } from '../http/readsFrom.js';
import { certificatePdf } from './certificatePdf.js';
import { readerZone } from '../http/readerZone.js';
import { sendPdfFile } from '../http/pdf.js';

const readerOf = (req: Request): CeReader => {
  const auth = authOf(req);
  return { userId: auth.userId, role: auth.role };
};
const uuidLike = /^[0-9a-f-]{36}$/i;

/** A course id, or `hipaa` for the HIPAA course; anything else names nothing. */
function courseIdOf(value: unknown): string {
  if (value === HIPAA_COURSE_SLUG) return HIPAA_COURSE_ID;
  if (typeof value === 'string' && uuidLike.test(value)) return value;
  throw new NotFoundError();
}

export function ceCourseQueryRoutes(deps: { knex: Knex; storage: FileStorage }): Router {
  const router = Router();
  const reads = readsFrom(ceCoursesReadModel);
  router.use('/api/ce-courses', requireRouteAccess('/cecourses/*'));

  const oneCourse = async (req: Request): Promise<CeCourseRow> => {
    const row = (await coursesForReader(deps.knex, readerOf(req)).where('c.id', courseIdOf(req.params.course)).first()) as
      CeCourseRow | undefined;
    if (!row) throw new NotFoundError();
    return row;
  };

  listRoute<CeCourseRow>(router, '/api/ce-courses', reads, (req) => {
    const reader = readerOf(req);
    return {
      query: () => coursesForReader(deps.knex, reader),
      columns: ceCourseColumns,
      searchColumns: ceCourseSearchColumns,
      defaultSort: ['title', 'ASC'],
      toRecord: (row) => ({ ...ceCourseRecord(row, reader) }),
    };
  });

  router.get('/api/ce-courses/:course', reads, async (req, res) => {
    const reader = readerOf(req);
    const row = await oneCourse(req);
    res.json(ceCourseRecord(row, reader, await readerAttempts(deps.knex, row.id, reader.userId)));
  });

  router.get('/api/ce-courses/:course/lessons/:lessonId/video', reads, async (req, res) => {
    const lesson = (await oneCourse(req)).lessons.find((l) => l.id === req.params.lessonId);
    const file = lesson?.video ? await deps.storage.get(lesson.video.uuid) : null;
    if (!file) throw new NotFoundError();
    res.setHeader('Content-Type', file.mimetype);
    // as every stored file is served (uploads/routes.ts): a course saved before lesson videos had to be videos may name any file
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    file.body().pipe(res);
  });

  router.get('/api/ce-courses/:course/certificate.pdf', readsFrom(ceCoursesReadModel, usersReadModel), async (req, res) => {
    const facts = await certificateFacts(deps.knex, courseIdOf(req.params.course), readerOf(req).userId);
    if (!facts) throw new NotFoundError('You have not completed this course.');
    sendPdfFile(res, 'certificate', await certificatePdf(facts, await readerZone(deps.knex, req)));
  });

  return router;
}
