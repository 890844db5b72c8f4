// Users and their positions (role in an organization): the identity read model.
import { defineReadModel } from '../runner/readModel.js';

export const usersReadModel = defineReadModel({
  projections: ['users'],
  tables: { users: 'users', positions: 'positions' },
});
