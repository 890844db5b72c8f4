// Platform settings (spec 000 settings).
import { defineReadModel } from '../runner/readModel.js';

export const settingsReadModel = defineReadModel({
  projections: ['settings'],
  tables: { settings: 'settings' },
});
