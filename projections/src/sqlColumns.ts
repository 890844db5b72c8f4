// Select-list pieces the read models' queries share.
import type { Knex } from 'knex';

/** `column AS alias`, '' where it is null (a left join that found no row): the records' text fields are never null. */
export const orEmpty = (knex: Knex, column: string, alias: string): Knex.Raw => knex.raw(`coalesce(${column}, '') AS ${alias}`);
