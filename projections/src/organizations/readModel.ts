// Organizations and their settings.
import { defineReadModel } from '../runner/readModel.js';

export const organizationsReadModel = defineReadModel({
  projections: ['organizations'],
  tables: { organizations: 'organizations' },
});
