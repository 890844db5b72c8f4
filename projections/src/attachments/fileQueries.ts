// Queries on the attachments read model for serving one uploaded file: where it
// is attached, and whether it was detached (then it is served to no one).
import type { Knex } from 'knex';
import { attachmentsReadModel } from './readModel.js';

const { attachments, detachedUploads } = attachmentsReadModel.tables;

export interface FilePlacement {
  attachable_type: string;
  attachable_id: string;
}

/** The attachables an upload is attached to (usually one). */
export const placementsOfUpload = (knex: Knex, uuid: string): Promise<FilePlacement[]> =>
  knex(attachments).where({ uuid }).select('attachable_type', 'attachable_id');

export async function uploadWasDetached(knex: Knex, uuid: string): Promise<boolean> {
  return (await knex(detachedUploads).where({ uuid }).first('uuid')) !== undefined;
}
