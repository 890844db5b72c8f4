// /admin/tools/supported-countries (002 §7): which countries signup offers; a switch per country
// (POST /api/admin/countries/{iso2}/update {supported}).
import { useState } from 'react';
import { Card, CardContent, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useApiCommand, useApiRead } from '../../dataProvider';

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
        <Table size="small" aria-label={translate('app.signup_admin.countries_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.signup_admin.country')}</TableCell>
              <TableCell>ISO</TableCell>
              <TableCell>{translate('app.signup_admin.supported')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((country) => (
              <TableRow key={country.iso2}>
                <TableCell>{country.name}</TableCell>
                <TableCell>{country.iso2}</TableCell>
                <TableCell>
                  <Switch
                    checked={country.supported}
                    slotProps={{ input: { 'aria-label': translate('app.signup_admin.supported_for', { name: country.name }) } }}
                    onChange={(e) => change.mutate({ iso2: country.iso2, supported: e.target.checked })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
