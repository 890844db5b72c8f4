// Who sees which activity entries, in SQL (decisions.md, Activity log): a
// trainee their own entries; faculty the entries of trainings they are primary
// faculty or assistant on; supervisors and coordinators their organization's;
// the platform admin all. Reviewers never see a trainee's drafts.
import type { Knex } from 'knex';
import type { SessionAuth } from '@practicum/shared/platform/http/session';

export function scopeEntries(query: Knex.QueryBuilder, auth: SessionAuth): Knex.QueryBuilder {
  switch (auth.role) {
    case 'trainee':
      return query.where('e.trainee_id', auth.userId);
    case 'faculty':
      return query
        .where('e.organization_id', auth.organizationId)
        .whereNot('e.status', 'draft')
        .where((w) =>
          w.where('tr.faculty_position_id', auth.positionId).orWhereRaw('? = ANY(tr.assistant_position_ids)', [auth.positionId]),
        );
    case 'supervisor':
    case 'coordinator':
      return query.where('e.organization_id', auth.organizationId).whereNot('e.status', 'draft');
    case 'admin':
      return query.whereNot('e.status', 'draft');
    default:
      return query.whereRaw('false');
  }
}
