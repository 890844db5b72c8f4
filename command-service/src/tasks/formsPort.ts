// The forms port's implementation: forms come in a later issue, whose read model
// is expected as `forms(id, organization_id, name, submitter_roles text[])`.
// Until that table exists there is no form, so every evaluation task is refused
// with "The selected form is invalid." (the rule is real, only the list is empty).
import type pg from 'pg';
import type { FormsPort } from '@practicum/shared/domain/tasks/forms';

export function readModelForms(pool: pg.Pool): FormsPort {
  return {
    async find(formId, organizationId) {
      const exists = await pool.query<{ t: string | null }>(`SELECT to_regclass('public.forms')::text AS t`);
      if (!exists.rows[0]?.t) return null;
      const { rows } = await pool.query<{ id: string; name: string; submitter_roles: string[] }>(
        'SELECT id, name, submitter_roles FROM public.forms WHERE id = $1 AND organization_id = $2',
        [formId, organizationId],
      );
      const row = rows[0];
      return row ? { id: row.id, name: row.name, submitterRoles: row.submitter_roles } : null;
    },
  };
}
