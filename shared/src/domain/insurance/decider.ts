// Insurance documents (INS-13, 14, 15, 17): a trainee adds, edits and deletes
// their own; a coordinator of the trainee's organization any of it. The notice
// job marks the expiration date it warned about, so a warning goes out once.
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider, type Viewer } from '../decider.js';
import { insuranceMessages as msg, POLICY_REACH_YEARS, type InsuranceActor, type InsuranceCommand } from './commands.js';
import type { InsuranceEvent } from './events.js';
import { addDays, EXPIRING_SOON_DAYS } from './labels.js';
import { yearsOn } from '../bounds.js';
import { evolve, initialState, type InsuranceDocumentData, type InsuranceState } from './state.js';

export interface InsuranceContext extends CommandContext {
  /** null: the system (the notice job, seeding). */
  actor: InsuranceActor | null;
}

function mayChange(actor: InsuranceActor | null, traineeUserId: string, organizationId: string): boolean {
  if (!actor) return true;
  if (actor.organizationId !== organizationId) return false;
  return actor.role === 'coordinator' || (actor.role === 'trainee' && actor.userId === traineeUserId);
}

function existing(state: InsuranceState, context: InsuranceContext): InsuranceDocumentData {
  if (state.status !== 'active') throw new NotFoundError();
  const d = state.document;
  if (context.actor && context.actor.organizationId !== d.organizationId) throw new NotFoundError();
  if (!mayChange(context.actor, d.traineeUserId, d.organizationId)) throw new ForbiddenError(msg.notYours);
  return d;
}

/** The dates a document gives (or changes): each within {@link POLICY_REACH_YEARS} of today. */
function checkReach(dates: { effectiveDate?: string | undefined; expirationDate?: string | undefined }, context: InsuranceContext) {
  const today = context.now.slice(0, 10);
  const errors: Record<string, string[]> = {};
  if (dates.effectiveDate && dates.effectiveDate < yearsOn(today, -POLICY_REACH_YEARS)) errors.effective_date = [msg.effectiveTooEarly];
  if (dates.expirationDate && dates.expirationDate > yearsOn(today, POLICY_REACH_YEARS)) errors.expiration_date = [msg.expirationTooFar];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function decide(command: InsuranceCommand, state: InsuranceState, context: InsuranceContext): InsuranceEvent[] {
  switch (command.type) {
    case 'AddInsuranceDocument': {
      if (state.status !== 'none') return [];
      const d = command.data;
      if (!mayChange(context.actor, d.traineeUserId, d.organizationId)) throw new ForbiddenError(msg.notYours);
      if (d.expirationDate <= d.effectiveDate) throw new ValidationError({ expiration_date: [msg.endAfterStart] });
      checkReach(d, context);
      return [{ type: 'InsuranceDocumentAdded', data: { ...d, addedBy: context.actor?.userId ?? null } }];
    }
    case 'ChangeInsuranceDocument': {
      const doc = existing(state, context);
      const { documentId, ...given } = command.data;
      const changes: Extract<InsuranceEvent, { type: 'InsuranceDocumentChanged' }>['data']['changes'] = {};
      if (given.file && given.file.uuid !== doc.file.uuid) changes.file = given.file;
      if (given.effectiveDate && given.effectiveDate !== doc.effectiveDate) changes.effectiveDate = given.effectiveDate;
      if (given.expirationDate && given.expirationDate !== doc.expirationDate) changes.expirationDate = given.expirationDate;
      if (Object.keys(changes).length === 0) return [];
      const next = { ...doc, ...changes };
      if (next.expirationDate <= next.effectiveDate) throw new ValidationError({ expiration_date: [msg.endAfterStart] });
      checkReach(changes, context);
      return [{ type: 'InsuranceDocumentChanged', data: { documentId, changes } }];
    }
    case 'DeleteInsuranceDocument':
      existing(state, context);
      return [{ type: 'InsuranceDocumentDeleted', data: command.data }];
    case 'NoticeInsuranceExpiry': {
      // the job re-checks on the stream what it found in the read model
      if (state.status !== 'active' || context.actor) return [];
      const doc = state.document;
      const today = context.now.slice(0, 10);
      const due = doc.expirationDate >= today && doc.expirationDate <= addDays(today, EXPIRING_SOON_DAYS);
      if (!due || doc.noticedFor === doc.expirationDate) return [];
      return [
        {
          type: 'InsuranceExpiryNoticed',
          data: { documentId: doc.id, traineeUserId: doc.traineeUserId, expirationDate: doc.expirationDate },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

/**
 * A document is read by its trainee and the organization's coordinators and faculty (INS-12, INS-17,
 * projections/src/insurance/readModel.ts visibleInsurance): a refusal to anyone else (a supervisor, another trainee)
 * is a 404, as its read; faculty read it and are told they may not change it.
 */
const visibleTo = (state: InsuranceState, viewer: Viewer): boolean => {
  if (state.status !== 'active') return true;
  const d = state.document;
  if (viewer.organizationId !== d.organizationId) return false;
  return viewer.role === 'coordinator' || viewer.role === 'faculty' || (viewer.role === 'trainee' && viewer.userId === d.traineeUserId);
};

export const insuranceDecider: Decider<InsuranceState, InsuranceCommand, InsuranceEvent, InsuranceContext> = {
  initialState,
  evolve,
  decide,
  visibleTo,
};
