// Choices the site screens offer: statuses (stored values, named by their
// badge), US states for the state filter.
import { settableSiteStatuses, siteStatuses } from '@practicum/shared/domain/sites/statuses';
import { usStateCodes } from '@practicum/shared/domain/sites/usStates';

export const statusChoices = siteStatuses.map((id) => ({ id, name: `app.sites.status.${id}` }));
export const settableStatusChoices = settableSiteStatuses.map((id) => ({ id, name: `app.sites.status.${id}` }));
export const stateChoices = usStateCodes.map((code) => ({ id: code, name: code }));
