// The supervisor licensing block before question 8 (SIGNUP-38, 41, 42): rows of licence number,
// state and discipline; 00000 stands for "not licensed".
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../dataProvider';
import { Field } from './fields';
import type { FieldErrors, LicenseRow } from './types';

export const LicensesBlock = ({
  rows,
  errors,
  onRows,
}: {
  rows: LicenseRow[];
  errors: FieldErrors;
  onRows: (rows: LicenseRow[]) => void;
}) => {
  const translate = useTranslate();
  const { data: states = [] } = useApiRead<{ id: string; name: string }[]>('countries/US/states', { staleTime: Infinity });
  const { data: disciplines = [] } = useApiRead<{ id: string; value: string }[]>('disciplines', { staleTime: Infinity });
  const stateOptions = states.map((st) => ({ value: st.id, label: st.name }));
  const disciplineOptions = disciplines.map((d) => ({ value: d.id, label: d.value }));
  const change = (index: number, changes: Partial<LicenseRow>) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  return (
    <Box component="section" aria-labelledby="licenses-title" sx={{ my: 2 }}>
      <Typography id="licenses-title" variant="subtitle1" component="h3">
        {translate('app.signup.licenses.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.signup.licenses.help')}
      </Typography>
      {rows.map((row, index) => {
        const at = (field: string) => `supervisor_licenses.${index}.${field}`;
        return (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: { sm: 'center' } }}>
            {(['license_number', 'state_id', 'discipline_id'] as const).map((field) => (
              <Field
                key={field}
                name={at(field)}
                label={`app.signup.licenses.${field}`}
                value={row[field]}
                errors={errors}
                onValue={(v) => change(index, { [field]: v })}
                required
                {...(field === 'license_number' ? {} : { options: field === 'state_id' ? stateOptions : disciplineOptions })}
              />
            ))}
            <IconButton aria-label={translate('app.signup.licenses.remove')} onClick={() => onRows(rows.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button onClick={() => onRows([...rows, { license_number: '', state_id: '', discipline_id: '' }])}>
        {translate('app.signup.licenses.add')}
      </Button>
    </Box>
  );
};
