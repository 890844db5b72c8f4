// The activity catalogue as its stream folds it: types, activities and tags by id.
import { assertNever } from '../../decider.js';
import type { ActivityCatalogEvent } from '../events.js';

export interface CatalogActivityType {
  id: string;
  name: string;
  color: string;
  symbol: string;
}
export interface CatalogActivity {
  id: string;
  name: string;
  group: string;
  raisesRiskAlert: boolean;
}
export interface ActivityCatalogState {
  types: Record<string, CatalogActivityType>;
  activities: Record<string, CatalogActivity>;
  tags: Record<string, { id: string; name: string }>;
}

export const initialCatalogState = (): ActivityCatalogState => ({ types: {}, activities: {}, tags: {} });

export function evolveCatalog(state: ActivityCatalogState, event: ActivityCatalogEvent): ActivityCatalogState {
  switch (event.type) {
    case 'ActivityTypeAdded': {
      const { activityTypeId: id, name, color, symbol } = event.data;
      return { ...state, types: { ...state.types, [id]: { id, name, color, symbol } } };
    }
    case 'ActivityTypeChanged': {
      const type = state.types[event.data.activityTypeId];
      return type ? { ...state, types: { ...state.types, [type.id]: { ...type, ...event.data.changes } } } : state;
    }
    case 'ActivityAdded': {
      const { activityId: id, name, group, raisesRiskAlert } = event.data;
      return { ...state, activities: { ...state.activities, [id]: { id, name, group, raisesRiskAlert } } };
    }
    case 'ActivityChanged': {
      const activity = state.activities[event.data.activityId];
      return activity ? { ...state, activities: { ...state.activities, [activity.id]: { ...activity, ...event.data.changes } } } : state;
    }
    case 'ActivityTagAdded':
      return { ...state, tags: { ...state.tags, [event.data.tagId]: { id: event.data.tagId, name: event.data.name } } };
    default:
      return assertNever(event);
  }
}
