// The 2FA phone (spec 000 §5, AUTH-44/45): a country (ISO code sent, default
// US) and the number, whose input blocks the letter e, plus, minus, dot, space
// and paste.
import { type ClipboardEvent, type KeyboardEvent, useMemo } from 'react';
import { Stack, TextField } from '@mui/material';
import { ChoiceField } from '../../layout/ChoiceField';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { useTranslate } from 'react-admin';

export const DEFAULT_COUNTRY = 'US';
const BLOCKED_KEYS = new Set(['e', 'E', '+', '-', '.', ' ']);

export const blockPhoneKeys = (event: KeyboardEvent) => {
  if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
};
export const blockPaste = (event: ClipboardEvent) => event.preventDefault();

function useCountries() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return getCountries()
      .map((iso2) => ({ iso2, name: `${names.of(iso2) ?? iso2} (+${getCountryCallingCode(iso2)})` }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

export const PhoneNumberInput = ({
  country,
  phone,
  onCountryChange,
  onPhoneChange,
  errors,
}: {
  country: string;
  phone: string;
  onCountryChange: (iso2: string) => void;
  onPhoneChange: (phone: string) => void;
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  const countries = useCountries();
  const error = errors.phone ?? errors.country_code;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ChoiceField
        name="country_code"
        label={translate('app.two_factor.setup.country')}
        value={country}
        onChange={(event) => onCountryChange(event.target.value)}
        sx={{ minWidth: 220 }}
        choices={countries.map((entry) => ({ id: entry.iso2, name: entry.name }))}
      />
      <TextField
        name="phone"
        label={translate('app.two_factor.setup.phone')}
        value={phone}
        onKeyDown={blockPhoneKeys}
        onPaste={blockPaste}
        onChange={(event) => onPhoneChange(event.target.value.replace(/[eE+\-.\s]/g, ''))}
        error={Boolean(error)}
        helperText={error ? translate(error, { _: error }) : translate('app.two_factor.setup.phone_help')}
        autoComplete="tel-national"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
    </Stack>
  );
};
