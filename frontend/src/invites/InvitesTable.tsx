// The organization's invitations (GET /api/invites): who (address and name, as the invitation holds them), as what,
// when sent, accepted or pending; a pending one can be resent or withdrawn (PUT …/resend, DELETE /api/invites/{id}).
import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useApiCommand } from '../dataProvider';
import { RecordTable } from '../layout/RecordTable';
import { FixedPagination } from '../layout/FixedPagination';
import { useTimes } from '../identity/timeZone';
import { useStatusLabel } from '../layout/statusLabel';
import { fullName } from '@practicum/shared/format';

export const INVITES_PER_PAGE = 50;

interface InviteRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: { keyname: string };
  status: string;
  sent_at: string;
}

/** The invitations the reader may see (an admin: every organization's), or those of `organizationId`. */
export const InvitesTable = ({ organizationId }: { organizationId?: string }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  // a pasted list invites up to 200 at once: every one of them can be paged to
  const [page, setPage] = useState(0);
  // withdrawing makes the mailed link useless: asked first, naming whom
  const [withdrawing, setWithdrawing] = useState<InviteRow | null>(null);
  const {
    data = [],
    total,
    isPending,
  } = useGetList<InviteRow>('invites', {
    pagination: { page: page + 1, perPage: INVITES_PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
    filter: organizationId ? { organization_id: organizationId } : {},
  });
  const resend = useApiCommand((id: string) => ({ path: `invites/${id}/resend`, method: 'PUT' }));
  const withdraw = useApiCommand((id: string) => ({ path: `invites/${id}`, method: 'DELETE' }));
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <RecordTable
        label={translate('app.invites.list_title', { total: total ?? 0 })}
        records={data}
        empty={!isPending && translate('app.invites.none')}
        sx={{}}
        columns={[
          { label: translate('app.invites.email'), render: (invite) => invite.email },
          // a pasted list invites by address alone: those invitations hold no name, and show none
          { label: translate('app.invites.name'), render: (invite) => fullName(invite).trim() },
          { label: translate('app.invites.role'), render: (invite) => translate(`app.roles.${invite.role.keyname}`) },
          {
            label: translate('app.invites.status'),
            render: (invite) => statusLabel(`app.invites.statuses.${invite.status}`, invite.status),
          },
          { label: translate('app.invites.sent_at'), render: (invite) => formatDateTime(invite.sent_at) },
          {
            label: '',
            align: 'right',
            render: (invite) =>
              invite.status === 'pending' ? (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => resend.mutate(invite.id, { onSuccess: done('app.invites.resent') })}>
                    {translate('app.invites.resend')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setWithdrawing(invite)}>
                    {translate('app.invites.withdraw')}
                  </Button>
                </Stack>
              ) : null,
          },
        ]}
      />
      <Confirm
        isOpen={withdrawing !== null}
        title="app.invites.withdraw_title"
        content="app.invites.withdraw_content"
        translateOptions={{ email: withdrawing?.email ?? '' }}
        confirm="app.invites.withdraw"
        // a long address breaks inside the dialog on a phone instead of running past it
        sx={{ '& .MuiDialogContentText-root': { overflowWrap: 'anywhere' } }}
        onConfirm={() => {
          if (withdrawing) withdraw.mutate(withdrawing.id, { onSuccess: done('app.invites.withdrawn') });
          setWithdrawing(null);
        }}
        onClose={() => setWithdrawing(null)}
      />
      {(total ?? 0) > INVITES_PER_PAGE ? (
        <FixedPagination count={total ?? 0} page={page} perPage={INVITES_PER_PAGE} onPageChange={setPage} />
      ) : null}
    </Box>
  );
};
