// ADMIN-25: the user's positions on /admin/users/edit/:id, the removed ones too: remove one (confirmed), restore it.
import { useState } from 'react';
import { Button, Card, CardHeader, Chip } from '@mui/material';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminPositionRecord } from '@practicum/shared/domain/identity/records';
import { useApiCommand, useApiRead } from '../dataProvider';
import { RecordTable, fittingTable } from '../layout/RecordTable';

const positionsPath = (userId: string) =>
  `admin/positions?filter=${encodeURIComponent(JSON.stringify({ user_id: userId }))}&sort=["created_at","ASC"]&range=[0,99]`;

export const UserPositionsCard = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const path = positionsPath(userId);
  const { data: positions = [] } = useApiRead<AdminPositionRecord[]>(path);
  const [removing, setRemoving] = useState<AdminPositionRecord | null>(null);
  const change = useApiCommand(
    ({ position, restore }: { position: AdminPositionRecord; restore: boolean }) =>
      restore
        ? { path: `admin/users/${userId}/positions/${position.id}/restore`, method: 'POST' }
        : { path: `admin/users/${userId}/positions/${position.id}`, method: 'DELETE' },
    [path],
  );
  const run = (position: AdminPositionRecord, restore: boolean) => {
    setRemoving(null);
    change.mutate(
      { position, restore },
      {
        onSuccess: () => {
          notify(restore ? 'app.user_positions.restored' : 'app.user_positions.removed', { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
      },
    );
  };
  const roleOf = (p: AdminPositionRecord) => translate(`app.roles.${p.role.keyname}`, { _: p.role.name });
  return (
    <Card variant="outlined">
      <CardHeader title={translate('resources.users.fields.positions')} />
      <RecordTable
        label={translate('resources.users.fields.positions')}
        records={positions}
        sx={fittingTable}
        columns={[
          {
            // one position a row, under the card's "Positions"
            label: translate('app.user_positions.position_column'),
            render: (p) => translate('app.user_positions.position', { role: roleOf(p), organization: p.organization.name }),
          },
          {
            label: translate('resources.users.fields.status'),
            render: (p) =>
              p.removed ? (
                <Chip size="small" color="warning" label={translate('app.user_positions.removed_label')} />
              ) : (
                translate(`resources.users.statuses.${p.status}`, { _: p.status })
              ),
          },
          {
            label: translate('app.user_positions.actions'),
            render: (p) => (
              <Button
                size="small"
                color={p.removed ? 'primary' : 'error'}
                disabled={change.isPending}
                aria-label={translate(p.removed ? 'app.user_positions.restore_of' : 'app.user_positions.remove_of', {
                  role: roleOf(p),
                  organization: p.organization.name,
                })}
                onClick={() => (p.removed ? run(p, true) : setRemoving(p))}
              >
                {translate(p.removed ? 'app.user_positions.restore' : 'app.user_positions.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Confirm
        isOpen={removing !== null}
        title="app.user_positions.confirm_title"
        content="app.user_positions.confirm_content"
        translateOptions={{ role: removing ? roleOf(removing) : '', organization: removing?.organization.name ?? '' }}
        confirm="app.user_positions.remove"
        onConfirm={() => removing && run(removing, false)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
};
