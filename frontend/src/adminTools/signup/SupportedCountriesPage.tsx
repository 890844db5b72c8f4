// /admin/tools/supported-countries (002 §7): which countries signup offers; a switch per country
// (POST /api/admin/countries/{iso2}/update {supported}).
import { useState } from 'react';
import { Card, CardContent, Switch, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useApiCommand, useApiRead } from '../../dataProvider';
import { RecordTable } from '../../layout/RecordTable';

interface CountryRow {
  iso2: string;
  name: string;
  supported: boolean;
}

export const SupportedCountriesPage = () => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const path = 'admin/countries';
  const { data = [] } = useApiRead<CountryRow[]>(path);
  const change = useApiCommand(
    (v: { iso2: string; supported: boolean }) => ({ path: `admin/countries/${v.iso2}/update`, body: { supported: v.supported } }),
    [path],
  );
  const shown = data.filter((c) => !q || c.name.toLowerCase().includes(q.toLowerCase()) || c.iso2 === q.toUpperCase());
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.signup_admin.countries_title" />
      <CardContent>
        <TextField
          id="country-search"
          label={translate('app.signup_admin.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          size="small"
        />
        <RecordTable
          label={translate('app.signup_admin.countries_title')}
          records={shown}
          rowKey={(country) => country.iso2}
          sx={{}}
          columns={[
            { label: translate('app.signup_admin.country'), render: (country) => country.name },
            { label: 'ISO', render: (country) => country.iso2 },
            {
              label: translate('app.signup_admin.supported'),
              render: (country) => (
                <Switch
                  checked={country.supported}
                  slotProps={{ input: { 'aria-label': translate('app.signup_admin.supported_for', { name: country.name }) } }}
                  onChange={(e) => change.mutate({ iso2: country.iso2, supported: e.target.checked })}
                />
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
};
