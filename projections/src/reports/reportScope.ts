// Who reads which training reports, in SQL (spec 001 §6; shared/src/domain/reports/readers.ts): the trainee their
// own, faculty the trainings they are primary or assistant faculty of, a supervisor the trainings they supervise
// (placements/supervision.ts), the coordinator their organization's, the admin all; other roles none (403).
import type { Knex } from 'knex';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { whereSupervised } from '../placements/supervision.js';
import type { Reader } from '../reader.js';

/** Restricts a query on `report_trainings as tr` to what the caller may read. */
export function scopeTrainings(query: Knex.QueryBuilder, auth: Reader): Knex.QueryBuilder {
  switch (auth.role) {
    case 'admin':
      return query;
    case 'coordinator':
    case 'auditor': // read-only access an organization grants (issue 20)
      return query.where('tr.organization_id', auth.organizationId);
    case 'faculty':
      return query
        .where('tr.organization_id', auth.organizationId)
        .where((w) =>
          w.where('tr.faculty_position_id', auth.positionId).orWhereRaw('? = any(tr.assistant_position_ids)', [auth.positionId]),
        );
    case 'supervisor':
      return whereSupervised(query.where('tr.organization_id', auth.organizationId), 'tr.id', 'training_id', auth);
    case 'trainee':
      return query.where({ 'tr.organization_id': auth.organizationId, 'tr.trainee_user_id': auth.userId });
    default:
      throw new ForbiddenError();
  }
}
