// The organization's registration codes (PASS-08): which are redeemed, which
// were sent where; select unsent ones and mail them, one email per code.
import { useState } from 'react';
import { Button, Checkbox, TextField } from '@mui/material';
import { TitledCard } from '../layout/TitledCard';
import { useNotify, useTranslate } from 'react-admin';
import { RecordTable } from '../layout/RecordTable';
import { displayCode, useCodes, useDistribute, type RegistrationCodeRecord } from './api';

const statusOf = (c: RegistrationCodeRecord, translate: ReturnType<typeof useTranslate>) =>
  c.redeemed_by
    ? `${translate('app.access_passes.status.redeemed')} · ${c.redeemed_by_name ?? ''}`
    : c.distributed_to
      ? translate('app.access_passes.status.sent', { email: c.distributed_to })
      : translate('app.access_passes.status.available');

export const CodesTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: codes = [], isPending } = useCodes();
  const distribute = useDistribute();
  const [selected, setSelected] = useState<string[]>([]);
  const [emails, setEmails] = useState('');
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const send = async () => {
    const list = emails.split(/[\s,;]+/).filter(Boolean);
    const answer = (await distribute
      .mutateAsync({ code_ids: selected, emails: list })
      .catch((e: Error) => (notify(e.message, { type: 'error' }), null))) as { message?: string } | null;
    if (answer) {
      notify(answer.message ?? 'app.access_passes.distribute', { type: 'success' });
      setSelected([]);
      setEmails('');
    }
  };
  return (
    <TitledCard title="app.access_passes.codes">
      {selected.length > 0 ? (
        <div>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={translate('app.access_passes.emails')}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            sx={{ my: 1 }}
          />
          <Button variant="contained" onClick={() => void send()} disabled={distribute.isPending}>
            {translate('app.access_passes.distribute')} ({selected.length})
          </Button>
        </div>
      ) : null}
      <RecordTable
        label={translate('app.access_passes.codes')}
        records={codes}
        empty={!isPending && translate('app.access_passes.no_codes')}
        columns={[
          {
            label: '',
            padding: 'checkbox',
            render: (c) => (
              <Checkbox
                disabled={!!c.redeemed_by}
                checked={selected.includes(c.id)}
                onChange={() => toggle(c.id)}
                slotProps={{ input: { 'aria-label': displayCode(c.code) } }}
              />
            ),
          },
          { label: translate('app.access_passes.columns.code'), render: (c) => displayCode(c.code), sx: { fontFamily: 'monospace' } },
          { label: translate('app.access_passes.columns.status'), render: (c) => statusOf(c, translate) },
          { label: translate('app.access_passes.columns.batch'), render: (c) => c.batch_name },
        ]}
      />
    </TitledCard>
  );
};
