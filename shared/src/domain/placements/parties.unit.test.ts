import { describe, expect, it } from '@jest/globals';
import { isPlacementParty } from './parties.js';

const placement = { organizationId: 'org', traineeUserId: 'trainee', supervisorUserId: 'supervisor' };
const facts = { trainingFacultyPositionIds: ['faculty-position', 'assistant-position'] };
const actor = (userId: string, role: string, organizationId = 'org', positionId = `${userId}-position`) => ({
  userId,
  role,
  organizationId,
  positionId,
});

// One rule for who reads a placement (the list's SQL) and who may act on it (start a form for it).
describe('PLACE-20 PLACE-21 the parties of a placement', () => {
  it('are its trainee, its supervisor, the training’s faculty and assistants, and the organization’s coordinators', () => {
    for (const party of [
      actor('trainee', 'trainee'),
      actor('supervisor', 'supervisor'),
      actor('someone', 'faculty', 'org', 'faculty-position'),
      actor('another', 'faculty', 'org', 'assistant-position'),
      // a faculty member the site lists as its supervisor, who teaches none of the trainee's trainings
      actor('supervisor', 'faculty', 'org', 'site-faculty-position'),
      actor('anyone', 'coordinator'),
    ])
      expect(isPlacementParty(placement, facts, party)).toBe(true);
  });
  it('are not a site’s other contact, another trainee or faculty, another organization, or a role the list shows none', () => {
    for (const stranger of [
      actor('contact', 'supervisor'),
      actor('other-trainee', 'trainee'),
      actor('other-faculty', 'faculty'),
      actor('anyone', 'coordinator', 'elsewhere'),
      actor('supervisor', 'supervisor', 'elsewhere'),
      actor('supervisor', 'staff'),
    ])
      expect(isPlacementParty(placement, facts, stranger)).toBe(false);
  });
});
