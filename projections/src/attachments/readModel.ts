// Attachments' read model: one row per file attached to a record, and the uploads once attached and then detached.
import { defineReadModel } from '../runner/readModel.js';

export const attachmentsReadModel = defineReadModel({
  projections: ['attachments'],
  tables: { attachments: 'attachments', detachedUploads: 'detached_uploads' },
});
