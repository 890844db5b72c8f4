// A position's role as its organization names it (SPINE-12): the clinic's trainee position reads "Intern". The
// stored role_name is the default word; a role without an organization word (manager, staff) keeps it.
import type { Knex } from 'knex';
import { organizationsReadModel } from '../organizations/readModel.js';

export const ORGANIZATIONS = organizationsReadModel.tables.organizations;

/**
 * `role_name` of the position aliased `position`, in the words of the organization joined as `organization` (a left
 * join: an organization the projection does not have yet leaves the stored name).
 */
export const organizationRoleName = (knex: Knex, position = 'p', organization = 'o'): Knex.Raw =>
  knex.raw(`coalesce(nullif(??.dynamic_words ->> ??.role, ''), ??.role_name) as role_name`, [organization, position, position]);
