// /admin/tools/search/access-pass (PASS-17): find a code — who redeemed it,
// when, in which batch of which organization.
import { useState } from 'react';
import { List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiRead } from '../../dataProvider';
import { PageCard } from '../../layout/PageCard';
import { displayCode, paths, type RegistrationCodeRecord } from '../api';

export const AccessPassSearchPage = () => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const typed = code.replace(/[\s-]/g, '');
  const { data = [], isFetched } = useApiRead<RegistrationCodeRecord[]>(typed.length >= 10 ? paths.search(typed) : null);
  return (
    <PageCard title="app.access_passes.admin.search">
      <TextField
        label={translate('app.access_passes.admin.search_code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      {isFetched && typed.length >= 10 && data.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate('app.access_passes.admin.not_found')}</Typography>
      ) : null}
      <List>
        {data.map((c) => (
          <ListItem key={c.id}>
            <ListItemText
              primary={`${displayCode(c.code)} · ${c.organization_name} · ${c.batch_name}`}
              secondary={
                c.redeemed_by_name && c.redeemed_at
                  ? translate('app.access_passes.admin.redeemed_by', {
                      name: c.redeemed_by_name,
                      date: formatCalendarDate(c.redeemed_at.slice(0, 10)),
                    })
                  : translate('app.access_passes.admin.not_redeemed')
              }
            />
          </ListItem>
        ))}
      </List>
    </PageCard>
  );
};
