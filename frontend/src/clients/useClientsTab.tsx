// The supervisor's clients tab (DASH-45, MISC-06): the dashboard data's
// incomplete_clients — clients of their trainees awaiting upload approval —
// each with its uploads switch; allowing (or refusing) takes it off the list.
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { useApiRead } from '../dataProvider';
import { apiRead } from '../dataProvider/primedReads';
import { ClientUploadToggle } from './ClientUploadToggle';
import { clientPaths, type ClientRecord } from './types';

const incompletePath = 'clients/incomplete';
/** What the tab reads on a dashboard: the clients its badge counts. */
export const clientsTabParts = () => [apiRead(incompletePath)];

const IncompleteClients = ({ clients, changed }: { clients: ClientRecord[]; changed: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      {clients.length === 0 ? <Typography color="text.secondary">{translate('app.clients.none_pending')}</Typography> : null}
      <List dense>
        {clients.map((client) => (
          <ListItem key={client.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={<Link to={clientPaths.show(client.id)}>{client.code}</Link>}
              secondary={client.trainee.name}
              sx={{ minWidth: 160 }}
            />
            <ClientUploadToggle client={client} changed={changed} />
          </ListItem>
        ))}
      </List>
      <Link to={clientPaths.list}>{translate('app.clients.all')}</Link>
    </>
  );
};

export function useClientsTab(): DashboardTab {
  const { data, refetch } = useApiRead<{ incomplete_clients: ClientRecord[] }>(incompletePath);
  const clients = data?.incomplete_clients ?? [];
  return {
    key: 'clients',
    label: 'app.clients.tab',
    badge: clients.length,
    content: <IncompleteClients clients={clients} changed={() => void refetch()} />,
  };
}
