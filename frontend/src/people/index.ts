// Staff people lists and details: faculty, supervisors, coordinators.
export { PeopleRoutes } from './PeopleRoutes';
export { peopleResources } from './messages';
export { peopleResourceNames } from './types';
