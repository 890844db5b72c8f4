// An auditor session (issue 20) reads only while its grant is open: every read checks the grant's stream (two
// events at most, and read from the store so a grant opened a moment ago is seen before its projection is);
// a revoked or ended grant signs the session out (401 with the reason). It lasts through its end date where the
// auditor is (their profile zone), as the session's opening judged it. An auditor reads what the grant is for (the
// organization's trail, its records' history and its reports) and their own session's few reads, nothing else
// (auditorMayRead, beside the screens the route table opens to it): the screens every member opens (sites and their
// export, forms, pickers, courses) are not for an auditor.
import { auditorMayRead } from '@practicum/shared/access/routeTable';
import { setSessionAuth } from '@practicum/shared/platform/http/session';
import type { RequestHandler } from 'express';
import { auditorAccessDecider, auditorGrantStream, grantOpen } from '@practicum/shared/domain/auditorAccess/index';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import { ForbiddenError, UnauthorizedError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { readerToday, type ReaderDays } from '../http/readerZone.js';

export const AUDITOR_ACCESS_ENDED = 'This auditor access has ended.';

export function auditorGuard(deps: ReaderDays & { eventStore: EventStore }): RequestHandler {
  return (req, _res, next) => {
    const auth = req.session?.auth;
    if (auth?.role !== 'auditor') return next();
    void (async () => {
      const grantId = auth.auditorGrantId ?? '';
      const { state } = await loadState(deps.eventStore, auditorGrantStream(grantId), auditorAccessDecider);
      if (
        state.status !== 'none' &&
        state.auditorUserId === auth.userId &&
        grantOpen(state.status === 'revoked', state.endsOn!, await readerToday(deps, req))
      ) {
        return next(auditorMayRead(`${req.baseUrl}${req.path}`) ? undefined : new ForbiddenError());
      }
      setSessionAuth(req.session, undefined);
      next(new UnauthorizedError(AUDITOR_ACCESS_ENDED));
    })().catch(next);
  };
}
