// English texts of the staff people lists and details (/faculty, /supervisors,
// /coordinators and their /:id pages). Spread into resources by i18n/en.ts.
const personFields = {
  q: 'Search',
  name: 'Name',
  email: 'Email',
  status: 'Status',
  role_name: 'Role',
  positions: 'Positions',
  organization_name: 'Organization',
  phone: 'Phone',
  trainees: 'Trainees',
  training_plan_name: 'Training plan',
  start_at: 'Start date',
  end_at: 'End date',
  faculty_role: 'As',
};

export const peopleResources = {
  faculty: { name: 'Faculty |||| Faculty', fields: personFields },
  supervisors: { name: 'Supervisor |||| Supervisors', fields: personFields },
  coordinators: { name: 'Coordinator |||| Coordinators', fields: personFields },
  'user-search': {
    name: 'User |||| Users',
    page: { list: 'User search' },
    fields: {
      q: 'Name or email',
      name: 'Name',
      email: 'Email',
      roles: 'Roles',
      role: 'Role',
      organizations: 'Organizations',
      status: 'Status',
    },
  },
};
