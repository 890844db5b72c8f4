import { expect } from '@jest/globals';
import { describe, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { organizationDetailsSchema, type OrganizationDetails } from './commands.js';
import { organizationDecider } from './decider.js';
import type { OrganizationEvent } from './events.js';

const spec = deciderSpec(organizationDecider);
const id = '6f0c6a57-35b4-4e7e-9f64-2f0c5d1c1a11';
const details: OrganizationDetails = parseInput(organizationDetailsSchema, { name: 'Riverside Counseling', supervision_type: 'clinical' });
const created: OrganizationEvent = { type: 'OrganizationCreated', data: { organizationId: id, details } };

describe('organization decider', () => {
  describe('when the organization does not exist', () => {
    it('creates it with the defaults filled in', () => {
      spec.when({ type: 'CreateOrganization', data: { organizationId: id, details } }).then([created]);
    });
    it('answers 404 to an edit', () => {
      spec.when({ type: 'UpdateOrganization', data: { organizationId: id, details } }).thenThrows(NotFoundError);
    });
    it('clones another organization under a "(copy)" name unless one is given', () => {
      spec.when({ type: 'CloneOrganization', data: { organizationId: 'new', source: { organizationId: id, details } } }).then([
        {
          type: 'OrganizationCloned',
          data: { organizationId: 'new', sourceOrganizationId: id, details: { ...details, name: 'Riverside Counseling (copy)' } },
        },
      ]);
    });
  });

  describe('when the organization exists', () => {
    it('records only the fields an edit changed', () => {
      const edited = {
        ...details,
        name: 'Riverside Clinic',
        organization_settings: { ...details.organization_settings, show_welcome: false },
      };
      spec
        .given([created])
        .when({ type: 'UpdateOrganization', data: { organizationId: id, details: edited } })
        .then([
          {
            type: 'OrganizationUpdated',
            data: { organizationId: id, changes: { name: 'Riverside Clinic', organization_settings: edited.organization_settings } },
          },
        ]);
    });
    it('records nothing when an edit changes nothing', () => {
      spec
        .given([created])
        .when({ type: 'UpdateOrganization', data: { organizationId: id, details } })
        .then([]);
    });
    it('DASH-33 turns show_welcome off when the welcome block is dismissed, and records nothing the second time', () => {
      const dismissed: OrganizationEvent = {
        type: 'OrganizationUpdated',
        data: { organizationId: id, changes: { organization_settings: { ...details.organization_settings, show_welcome: false } } },
      };
      spec
        .given([created])
        .when({ type: 'DismissWelcome', data: { organizationId: id } })
        .then([dismissed]);
      spec
        .given([created, dismissed])
        .when({ type: 'DismissWelcome', data: { organizationId: id } })
        .then([]);
    });
    it('deletes it, after which edits answer 404', () => {
      spec
        .given([created])
        .when({ type: 'DeleteOrganization', data: { organizationId: id } })
        .then([{ type: 'OrganizationDeleted', data: { organizationId: id } }]);
      spec
        .given([created, { type: 'OrganizationDeleted', data: { organizationId: id } }])
        .when({ type: 'UpdateOrganization', data: { organizationId: id, details } })
        .thenThrows(NotFoundError);
    });
  });
});

describe('organization details validation', () => {
  it('requires a name and a known supervision type, with the catalogue wording', () => {
    try {
      parseInput(organizationDetailsSchema, { name: '  ', supervision_type: 'hospital', live_retention_days: 0 });
      throw new Error('should fail');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors).toEqual({
        name: ['The name field is required.'],
        supervision_type: ['The selected supervision type is invalid.'],
        live_retention_days: ['The live retention days field must be at least 1.'],
      });
    }
  });
  it('reports nested dynamic words by their dotted path', () => {
    expect(() =>
      parseInput(organizationDetailsSchema, { name: 'A', supervision_type: 'academic', dynamic_words: { trainee: '' } }),
    ).toThrow(ValidationError);
  });
});

describe('ChangeOrganizationSettings (PEOPLE-25, ADMIN-26)', () => {
  const change = (actorRole: 'coordinator' | 'manager' | 'trainee' | 'supervisor', settings: object) => ({
    type: 'ChangeOrganizationSettings' as const,
    data: { organizationId: id, settings, actorRole },
  });

  it("ADMIN-26 lets a clinic's manager (its owner role) turn a setting on, recording the whole settings", () =>
    spec
      .given([created])
      .when(change('manager', { require_trainee_insurance: true }))
      .then([
        {
          type: 'OrganizationUpdated',
          data: {
            organizationId: id,
            changes: { organization_settings: { ...details.organization_settings, require_trainee_insurance: true } },
          },
        },
      ]));

  it('PEOPLE-25 records nothing for a value the organization already has', () =>
    spec
      .given([created])
      .when(change('coordinator', { require_trainee_insurance: false }))
      .then([]));

  it('PEOPLE-25 refuses a supervisor: only the owner role and coordinators keep the settings', () =>
    spec
      .given([created])
      .when(change('supervisor', { show_welcome: false }))
      .thenThrows(ForbiddenError, "Only the organization's owner or coordinators can change its settings."));
});
