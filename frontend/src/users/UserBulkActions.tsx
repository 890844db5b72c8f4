// The admin users list's group actions (ADMIN-20): activate, deactivate, reset passwords, export. Each user
// goes through the same call as one user's edit or reset, so the server authorizes and validates every one.
import { Fragment, useState, type ReactElement } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import LockResetIcon from '@mui/icons-material/LockReset';
import { BulkExportButton, Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { type AdminUser } from './types';

type Apply = (user: AdminUser) => Promise<unknown>;

const useGroupAction = (apply: Apply, done: string) => {
  const { data = [], selectedIds, onUnselectItems } = useListContext<AdminUser>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const users = data.filter((u) => selectedIds.includes(u.id));
    let failed = 0;
    // one at a time: each is its own command, and a failure leaves the others done
    for (const user of users) await apply(user).catch(() => (failed += 1));
    setBusy(false);
    notify(done, { type: failed ? 'warning' : 'success', messageArgs: { smart_count: users.length - failed, failed } });
    onUnselectItems();
    refresh();
  };
  return { run, busy };
};

const StatusButton = ({ status, label, icon }: { status: 'active' | 'inactive'; label: string; icon: ReactElement }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { run, busy } = useGroupAction(
    (user) =>
      user.status === status || user.status === 'pending'
        ? Promise.resolve()
        : dataProvider.update('users', {
            id: user.id,
            data: { first_name: user.first_name, last_name: user.last_name, status },
            previousData: user,
          }),
    'app.users.group.status_done',
  );
  return (
    <Button label={translate(label)} onClick={() => void run()} disabled={busy}>
      {icon}
    </Button>
  );
};

const ResetPasswordsButton = () => {
  const translate = useTranslate();
  const { run, busy } = useGroupAction(
    (user) => httpClient('/api/password/email', { method: 'POST', body: JSON.stringify({ email: user.email }) }),
    'app.users.group.reset_done',
  );
  return (
    <Button label={translate('app.users.reset_password')} onClick={() => void run()} disabled={busy}>
      <LockResetIcon />
    </Button>
  );
};

export const UserBulkActions = () => (
  <Fragment>
    <StatusButton status="active" label="app.users.group.activate" icon={<CheckCircleIcon />} />
    <StatusButton status="inactive" label="app.users.group.deactivate" icon={<BlockIcon />} />
    <ResetPasswordsButton />
    <BulkExportButton />
  </Fragment>
);
