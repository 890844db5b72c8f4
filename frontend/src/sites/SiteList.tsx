// /supervisionsites list (SITES-01 … 05): search, filters state, county, tag,
// status, and the expired / decision pending query filter of the dashboards
// (?filter=expired, ?filter=decision_pending); coordinators bulk-edit (at desktop width: a phone gets one item per site).
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  BooleanInput,
  CreateButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import { SiteBulkEditButton } from './SiteBulkEditButton';
import { stateChoices, statusChoices } from './siteChoices';
import { SiteStatusBadge, SiteStatusChip } from './SiteStatusBadge';
import { SiteTagChips } from './SiteTagChips';
import { sitePaths, sitesResource, siteTagsResource, type SiteRecord } from './types';
import { INPUT_DEBOUNCE_MS } from '../theme';

const siteFilters = (role: Role | undefined) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn emptyText="app.choice.any" />,
  <TextInput key="county" source="county" alwaysOn />,
  <ReferenceInput key="tag_id" source="tag_id" reference={siteTagsResource} sort={{ field: 'order', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" emptyText="app.choice.any" />
  </ReferenceInput>,
  ...(role === 'trainee' ? [] : [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="app.choice.any" />]),
  ...(role === 'coordinator' || role === 'faculty'
    ? [<BooleanInput key="expired" source="expired" />, <BooleanInput key="decision_pending" source="decision_pending" />]
    : []),
];

/** The dashboards link here with ?filter=expired or ?filter=decision_pending (SITES-02). */
function useQueryFilter(): Record<string, unknown> {
  const { search } = useLocation();
  return useMemo(() => {
    const named = new URLSearchParams(search).get('filter');
    return named === 'expired' || named === 'decision_pending' ? { [named]: true } : {};
  }, [search]);
}

/** A cell's main text with a secondary line (department, county) under it. */
const TwoLines = ({ first, second }: { first: string; second: string }) => (
  <>
    {first}
    {second ? (
      <Typography variant="body2" color="text.secondary">
        {second}
      </Typography>
    ) : null}
  </>
);

const placeOf = (r: SiteRecord): string => [r.city, r.state].filter(Boolean).join(', ');

/** On a phone, one item per site (name, department, place, status and tags) instead of a table to scroll sideways. */
const SiteSimpleList = () => (
  <SimpleList<SiteRecord>
    linkType={(record) => sitePaths.show(record.id)}
    primaryText={(r) => r.name}
    secondaryText={(r) => (
      <>
        {[r.department, placeOf(r)].filter(Boolean).join(' · ')}
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <SiteStatusChip status={r.status} />
          <SiteTagChips />
        </Box>
      </>
    )}
  />
);

const SiteListActions = ({ canAdd, isCoordinator }: { canAdd: boolean; isCoordinator: boolean }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      {isCoordinator ? (
        <>
          <Button component={Link} to={sitePaths.tags} size="small">
            {translate('app.sites.tags.manage')}
          </Button>
          <Button component={Link} to={sitePaths.import} size="small">
            {translate('app.sites.import.manage')}
          </Button>
        </>
      ) : null}
      {canAdd ? <CreateButton to={sitePaths.create} /> : null}
    </TopToolbar>
  );
};

export const SiteList = () => {
  const { permissions: role } = usePermissions<Role | undefined>();
  const queryFilter = useQueryFilter();
  const isCoordinator = role === 'coordinator';
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<SiteRecord>
      resource={sitesResource}
      debounce={INPUT_DEBOUNCE_MS}
      title="resources.supervision-sites.page.list"
      filters={siteFilters(role)}
      filterDefaultValues={queryFilter}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<SiteListActions canAdd={role === 'coordinator' || role === 'supervisor'} isCoordinator={isCoordinator} />}
      perPage={25}
      empty={false}
      disableSyncWithLocation={Object.keys(queryFilter).length > 0}
      storeKey={false}
    >
      {phone ? (
        <SiteSimpleList />
      ) : (
        <DataTable<SiteRecord> rowClick={(id) => sitePaths.show(id)} bulkActionButtons={isCoordinator ? <SiteBulkEditButton /> : false}>
          <DataTable.Col source="name" render={(r: SiteRecord) => <TwoLines first={r.name} second={r.department} />} />
          <DataTable.Col
            source="city"
            label="app.sites.location"
            render={(r: SiteRecord) => <TwoLines first={placeOf(r)} second={r.county} />}
          />
          <DataTable.Col source="status" field={SiteStatusBadge} />
          <DataTable.Col source="tags" field={SiteTagChips} disableSort />
          {role === 'trainee' ? null : <DataTable.Col source="published" render={(r: SiteRecord) => (r.published ? '✓' : '')} />}
          <DataTable.Col source="accepting_trainees" render={(r: SiteRecord) => (r.accepting_trainees ? '✓' : '')} />
        </DataTable>
      )}
    </List>
  );
};
