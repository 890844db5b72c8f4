// Who may do what, across every area: the roles, and the route table that says
// which role opens which screen and the API paths behind it.
export * from './roles.js';
export * from './routeTable.js';
