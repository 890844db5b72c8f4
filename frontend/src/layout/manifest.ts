// An area's manifest: what App registers for it. A resource manifest names the
// data provider's resource and mounts its screens at the spec's path; a page
// manifest is a screen without a resource (the dashboard, my account). Each
// area's index.ts default-exports one (or an array of them); areas.ts lists
// them, and the menu shows an entry only when one of them serves its path.
import { type ComponentType } from 'react';
import { type RaRecord } from 'ra-core';

export interface ResourceManifest<RecordType extends RaRecord = RaRecord> {
  /** The data provider's resource (dataProvider.getList(name) → GET /api/<apiPath(name)>), also i18n `resources.<name>`. */
  name: string;
  /** Where its screens live (the spec's path), `/${name}` unless said. */
  path?: string;
  list?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  /** Route patterns under `path` when the spec names others: create `create`, show `:id`, edit `:id/edit` by default. */
  routes?: { create?: string; show?: string; edit?: string };
  /** More screens of the area under `path`, by route pattern (`approve` → /activity-log/approve). */
  screens?: Record<string, ComponentType>;
  icon?: ComponentType;
  /** `label`: the i18n key naming the resource where react-admin shows it (breadcrumbs, titles). */
  options?: { label?: string };
  recordRepresentation?: string | ((record: RecordType) => string);
}

export interface PageManifest {
  /** The screen's path (a route pattern). */
  path: string;
  page: ComponentType;
}

export type AreaManifest = ResourceManifest | PageManifest;

/** Typed identity: `export default defineResource({ ... })` in an area's index.ts. */
export const defineResource = <RecordType extends RaRecord = RaRecord>(manifest: ResourceManifest<RecordType>): ResourceManifest =>
  manifest as unknown as ResourceManifest;

/**
 * How react-admin shows a resource (breadcrumbs, titles): its icon, under the label of its menu entry
 * (`app.menu.<menuKey>`, the key menus.ts names the entry by). `...shownAs('tasks', AssignmentIcon)` in a manifest.
 */
export const shownAs = (menuKey: string, icon: ComponentType): Pick<ResourceManifest, 'icon' | 'options'> => ({
  icon,
  options: { label: `app.menu.${menuKey}` },
});

export const definePage = (path: string, page: ComponentType): PageManifest => ({ path, page });

export const isResource = (manifest: AreaManifest): manifest is ResourceManifest => 'name' in manifest;

export const resourceBase = (manifest: ResourceManifest): string => manifest.path ?? `/${manifest.name}`;

/** Every path pattern a manifest serves (for the menu's "is this screen built?"). */
export function servedPatterns(manifest: AreaManifest): string[] {
  if (!isResource(manifest)) return [manifest.path];
  const base = resourceBase(manifest);
  const { routes = {} } = manifest;
  const under = (pattern: string) => `${base}/${pattern}`;
  return [
    ...(manifest.list ? [base] : []),
    ...(manifest.create ? [under(routes.create ?? 'create')] : []),
    ...(manifest.show ? [under(routes.show ?? ':id')] : []),
    ...(manifest.edit ? [under(routes.edit ?? ':id/edit')] : []),
    ...Object.keys(manifest.screens ?? {}).map(under),
  ];
}
