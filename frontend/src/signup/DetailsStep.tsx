// Details step (SIGNUP-18 … 34): mobile phone, country (US first), state when the country lists
// more than one, zip with the country's label, timezone; trainees also a university student id.
import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { addressLabels } from '@practicum/shared/domain/signup/postcodes';
import { timezoneOptions } from '@practicum/shared/domain/identity/account';
import { useApiRead } from '../dataProvider';
import { Field, binder } from './fields';
import type { FieldErrors, SignupValues } from './types';

interface Props {
  values: SignupValues;
  errors: FieldErrors;
  set: (changes: Partial<SignupValues>) => void;
  role: string;
}

const timezones = timezoneOptions.map((tz) => ({ value: tz.zone, label: tz.name }));

export const DetailsStep = ({ values, errors, set, role }: Props) => {
  const translate = useTranslate();
  const bind = binder(values, errors, set);
  const { data: countries = [] } = useApiRead<{ iso2: string; name: string }[]>('countries', { staleTime: Infinity });
  const statesPath = values.country_code ? `countries/${values.country_code}/states` : null;
  const { data: states = [] } = useApiRead<{ id: string; name: string }[]>(statesPath, { staleTime: Infinity });
  const labels = addressLabels(values.country_code);
  return (
    <>
      <Field {...bind('phone')} label="app.signup.details.phone" type="tel" required autoComplete="tel" />
      <Field
        {...bind('country_code')}
        onValue={(v) => set({ country_code: v, state_id: '' })}
        label="app.signup.details.country"
        required
        options={countries.map((c) => ({ value: c.iso2, label: c.name }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {states.length > 1 ? (
          <Field {...bind('state_id')} label={labels.state} required options={states.map((s) => ({ value: s.id, label: s.name }))} />
        ) : null}
        <Field {...bind('zip')} label={labels.zip} autoComplete="postal-code" />
      </Stack>
      <Field {...bind('timezone')} label="app.signup.details.timezone" required options={timezones} />
      {role === 'trainee' ? (
        <Field
          {...bind('university_student_id')}
          label="app.signup.details.university_student_id"
          helperText={translate('app.signup.details.optional')}
        />
      ) : null}
    </>
  );
};
