// /audit (issue 20): every recorded event of the organization (all of them for admins), newest first,
// filtered by who, acting admin, event type, record and dates, with full text on record names; a
// person's name filters by them; Export CSV streams every matching row, not just this page.
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { Box, Button, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  DateTimeInput,
  FilterButton,
  List,
  SearchInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { AUDIT_EXACT_TOTAL_UP_TO, type HistoryEntryRecord, type HistoryPerson } from '@practicum/shared/domain/history/records';
import { INPUT_DEBOUNCE_MS } from '../theme';
import { EstimatedTotalPagination } from '../layout/EstimatedTotalPagination';
import { describeChangeInWords } from './words';
import { useTimes } from '../identity/timeZone';
import { useApiRead } from '../dataProvider/hooks';

/** The event-type filter: a pick of the types the trail holds, in words, rather than a type name typed from memory. */
const EventTypeInput = ({ source }: { source: string; label?: string }) => {
  const types = useApiRead<{ id: string; name: string }[]>('audit/types', { staleTime: 60_000 });
  return <AutocompleteInput source={source} choices={types.data ?? []} isPending={types.isPending} sx={{ minWidth: 280 }} />;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EventTypeInput key="type" source="type" />,
  <TextInput key="stream" source="stream" />,
  <DateTimeInput key="gte" source="occurred_at_gte" />,
  <DateTimeInput key="lte" source="occurred_at_lte" />,
  <TextInput key="actor" source="actor_id" />,
  <TextInput key="impersonator" source="impersonator_id" />,
];

const ExportButton = () => {
  const translate = useTranslate();
  const filterValues = useListContext().filterValues as Record<string, unknown>;
  const href = `/api/audit/export.csv?filter=${encodeURIComponent(JSON.stringify(filterValues))}`;
  return (
    <Button component="a" href={href} download startIcon={<DownloadIcon />} size="small">
      {translate('app.audit.export')}
    </Button>
  );
};

/** Coordinators and admins manage who may audit from the trail. */
const AuditorAccessButton = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const role = user?.current_position?.role.keyname;
  if (role !== 'coordinator' && role !== 'admin') return null;
  return (
    <Button component={RouterLink} to="/audit/grants" size="small" startIcon={<FactCheckIcon />}>
      {translate('app.auditor_access.manage')}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
    <AuditorAccessButton />
  </TopToolbar>
);

/** A person's name as a filter: the trail of what they did (or did as someone else). */
const PersonFilterLink = ({ person, field }: { person: HistoryPerson; field: 'actor_id' | 'impersonator_id' }) => {
  const list = useListContext();
  const filterValues = list.filterValues as Record<string, unknown>;
  const setFilters = list.setFilters;
  return (
    <Link component="button" type="button" onClick={() => setFilters({ ...filterValues, [field]: person.id })}>
      {person.name ?? person.id}
    </Link>
  );
};

const Who = ({ record }: { record: HistoryEntryRecord }) => {
  if (!record.actor && !record.impersonator) return <>{record.actor_label}</>;
  if (record.impersonator && record.actor)
    return (
      <>
        admin <PersonFilterLink person={record.impersonator} field="impersonator_id" /> acting as{' '}
        <PersonFilterLink person={record.actor} field="actor_id" />
      </>
    );
  return <PersonFilterLink person={(record.actor ?? record.impersonator)!} field={record.actor ? 'actor_id' : 'impersonator_id'} />;
};

/** Changes a row shows before the reader asks for the rest. */
const CHANGES_SHOWN = 4;

// spans shown as blocks: the phone's list item sets the changes inside its secondary text, a paragraph. A row shows
// its first changes and offers the rest on the row itself: the trail is where an auditor reads them.
const Changes = ({ record }: { record: HistoryEntryRecord }) => {
  const { zone } = useTimes();
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, record.changes.length - CHANGES_SHOWN);
  return (
    <Box component="span" sx={{ display: 'block', maxWidth: 420 }}>
      {record.changes.slice(0, record.changes.length - hidden).map((change) => (
        <Typography key={`${change.record_id ?? ''}:${change.path}`} variant="body2" component="span" sx={{ display: 'block' }}>
          {describeChangeInWords(change, zone, record.organization_words)}
        </Typography>
      ))}
      {hidden > 0 ? (
        <Link component="button" type="button" variant="body2" onClick={() => setAll(true)}>
          {translate('app.audit.more_changes', { smart_count: hidden })}
        </Link>
      ) : null}
    </Box>
  );
};

/** On a phone each event is one list item (time, who, what, changes) instead of six columns scrolled sideways. */
const AuditRows = () => {
  const { formatDateTime } = useTimes();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (small)
    return (
      <SimpleList<HistoryEntryRecord>
        linkType={false}
        // an event without a named record (a payment, a code reservation) shows its type alone, no dangling separator
        primaryText={(record) => [record.type_label, record.record_name].filter(Boolean).join(' · ')}
        secondaryText={(record) => (
          <Box component="span" sx={{ display: 'block' }}>
            <Box component="span" sx={{ display: 'block' }}>
              {formatDateTime(record.occurred_at)} · <Who record={record} />
            </Box>
            <Changes record={record} />
          </Box>
        )}
      />
    );
  return (
    <DataTable<HistoryEntryRecord> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="occurred_at" render={(record: HistoryEntryRecord) => formatDateTime(record.occurred_at)} />
      <DataTable.Col source="actor_label" disableSort render={(record: HistoryEntryRecord) => <Who record={record} />} />
      <DataTable.Col source="type_label" disableSort />
      <DataTable.Col source="record_name" />
      <DataTable.Col source="changes" disableSort render={(record: HistoryEntryRecord) => <Changes record={record} />} />
      <DataTable.Col source="ip" disableSort render={(record: HistoryEntryRecord) => record.ip ?? ''} />
    </DataTable>
  );
};

export const AuditTrailPage = () => (
  <List<HistoryEntryRecord>
    resource="audit"
    debounce={INPUT_DEBOUNCE_MS}
    title="resources.audit.page.list"
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'occurred_at', order: 'DESC' }}
    perPage={25}
    pagination={<EstimatedTotalPagination exactUpTo={AUDIT_EXACT_TOTAL_UP_TO} />}
    disableSyncWithLocation={false}
  >
    <AuditRows />
  </List>
);
