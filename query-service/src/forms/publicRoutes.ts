// The public completion read (FORMS-06): `GET /api/public/forms/:token` answers the one agreement an emailed
// link was made for, without a session: its form, the answers, who signed and whether it is the link's turn.
// Nothing else is reachable with the token (it is no session), and once the link's role has signed, or a newer
// link replaced it, the link answers 410 / 403.
import { Router } from 'express';
import type { Knex } from 'knex';
import { PUBLIC_FORM_LINK_PURPOSE, formMessages, isPublicFormClaims } from '@practicum/shared/domain/forms/index';
import { AppError, ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import { linkMessages, verifyToken } from '@practicum/shared/platform/links/signedToken';
import { formTables, formVersionContent, formsReadModel, type SubmissionRow } from '@practicum/projections/forms/readModel';
import { organizationWordsOf } from '@practicum/projections/organizations/queries';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { organizationRoleName } from '@practicum/shared/domain/organizations/wording';
import { readsFrom } from '../http/readsFrom.js';

class GoneError extends AppError {
  override readonly status = 410;
}

export function publicFormRoutes(deps: { knex: Knex; secret: string; clock?: () => Date }): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());

  router.get('/api/public/forms/:token', readsFrom(formsReadModel, organizationsReadModel), async (req, res) => {
    const claims = verifyToken(deps.secret, PUBLIC_FORM_LINK_PURPOSE, String(req.params.token), clock());
    if (!isPublicFormClaims(claims)) throw new ForbiddenError(linkMessages.invalid);
    const row = await deps.knex(formTables.submissions).where({ id: claims.s }).first<SubmissionRow | undefined>();
    if (!row) throw new NotFoundError();
    if (row.links[claims.r]?.link_id !== claims.l) throw new ForbiddenError(linkMessages.expired);
    if (row.signatures.some((s) => s.role === claims.r)) throw new GoneError(formMessages.linkUsed);
    // SPINE-12: the signers' roles as the form's organization names them
    const words = await organizationWordsOf(deps.knex, row.organization_id);
    const roleName = (role: string) => organizationRoleName(role, words);
    const content = (await formVersionContent(deps.knex, row.form_id, row.form_version)) as Record<string, unknown> | null;
    res.json({
      id: row.id,
      form: row.form_name,
      intro: content?.intro ?? '',
      instructions: content?.instructions ?? '',
      sections: content?.sections ?? [],
      answers: row.answers,
      role: claims.r,
      role_name: roleName(claims.r),
      name: row.links[claims.r]?.name ?? '',
      status: row.status,
      can_sign: row.next_role === claims.r,
      waiting_for: row.next_role && row.next_role !== claims.r ? roleName(row.next_role) : null,
      signatures: row.signatures.map((s) => ({
        role: s.role,
        role_name: roleName(s.role),
        signature: s.signature,
        signed_at: s.signed_at,
      })),
    });
  });

  return router;
}
