// The three steps of /auth/setup: choose a method, confirm it (phone and a
// text code, or the authenticator QR code), and verify a code.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getThatWrites, httpClient } from '../../dataProvider';
import { CodeInput } from './CodeInput';
import { failureOf, fieldErrorsOf } from './failure';
import { DEFAULT_COUNTRY, PhoneNumberInput } from './PhoneNumberInput';

export type Method = 'sms' | 'authenticator';

const Failure = ({ message }: { message: string | null }) => {
  const translate = useTranslate();
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  ) : null;
};

export const ChooseMethodStep = (props: { method: Method; smsDisabled: boolean; onChange: (m: Method) => void; onNext: () => void }) => {
  const translate = useTranslate();
  const methods: Method[] = props.smsDisabled ? ['authenticator'] : ['sms', 'authenticator'];
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.two_factor.setup.choose_help')}
      </Typography>
      <RadioGroup name="method" value={props.method} onChange={(event) => props.onChange(event.target.value as Method)}>
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            label={
              <span>
                <strong>{translate(`app.two_factor.setup.${method}`)}</strong> — {translate(`app.two_factor.setup.${method}_help`)}
              </span>
            }
          />
        ))}
      </RadioGroup>
      <Button variant="contained" onClick={props.onNext} sx={{ mt: 2 }}>
        {translate('app.two_factor.setup.next')}
      </Button>
    </Box>
  );
};

const AuthenticatorConfirm = ({ onBack, onNext }: { onBack: () => void; onNext: () => void }) => {
  const translate = useTranslate();
  const [qr, setQr] = useState<{ qrCode: string; secret: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    // a GET that stores a new pending secret: sent with the CSRF header
    getThatWrites('/api/auth/setup/authenticator')
      .then(({ json }) => setQr(json as { qrCode: string; secret: string }))
      .catch((error: unknown) => setFailure(failureOf(error).message));
  }, []);
  return (
    <Box>
      <Failure message={failure} />
      <Typography variant="body2">{translate('app.two_factor.setup.scan')}</Typography>
      {qr ? (
        <>
          <Box
            component="img"
            src={`data:image/svg+xml;base64,${qr.qrCode}`}
            alt={translate('app.two_factor.setup.qr_alt')}
            sx={{ width: 200, height: 200, my: 2 }}
          />
          <Typography variant="body2" data-testid="authenticator-secret" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {translate('app.two_factor.setup.manual_key', { secret: qr.secret })}
          </Typography>
        </>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button onClick={onBack}>{translate('app.two_factor.setup.back')}</Button>
        <Button variant="contained" onClick={onNext} disabled={!qr}>
          {translate('app.two_factor.setup.next')}
        </Button>
      </Stack>
    </Box>
  );
};

const SmsConfirm = ({ sentTo, onBack, onSent }: { sentTo: string | null; onBack: () => void; onSent: (phone: string | null) => void }) => {
  const translate = useTranslate();
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setErrors({});
    setFailure(null);
    try {
      const { json } = await httpClient('/api/auth/setup/phone', {
        method: 'POST',
        body: JSON.stringify({ phone, country_code: country }),
      });
      onSent((json as { phone?: string | null }).phone ?? null);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(failureOf(error).message);
    }
  };
  return (
    <Box>
      <Failure message={failure} />
      {sentTo ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.two_factor.setup.code_sent', { phone: sentTo })}
        </Alert>
      ) : null}
      <PhoneNumberInput country={country} phone={phone} onCountryChange={setCountry} onPhoneChange={setPhone} errors={errors} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button onClick={onBack}>{translate('app.two_factor.setup.back')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!phone}>
          {translate('app.two_factor.setup.send_code')}
        </Button>
      </Stack>
    </Box>
  );
};

export const ConfirmStep = (props: {
  method: Method;
  sentTo: string | null;
  onBack: () => void;
  onSent: (phone: string | null) => void;
  onNext: () => void;
}) =>
  props.method === 'sms' ? (
    <SmsConfirm sentTo={props.sentTo} onBack={props.onBack} onSent={props.onSent} />
  ) : (
    <AuthenticatorConfirm onBack={props.onBack} onNext={props.onNext} />
  );

export const VerifyStep = ({
  method,
  sentTo,
  onBack,
  onVerified,
}: {
  method: Method;
  sentTo: string | null;
  onBack: () => void;
  onVerified: () => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const verify = async () => {
    setFailure(null);
    const path = method === 'sms' ? '/api/auth/setup/phone/code' : '/api/auth/setup/authenticator/verify';
    try {
      await httpClient(path, { method: 'POST', body: JSON.stringify({ token: code }) });
      onVerified();
    } catch (error) {
      setFailure(failureOf(error).message);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
      noValidate
    >
      {method === 'sms' && sentTo ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.two_factor.setup.code_sent', { phone: sentTo })}
        </Alert>
      ) : null}
      <Failure message={failure} />
      <CodeInput value={code} onChange={setCode} label="app.two_factor.setup.code" />
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>{translate('app.two_factor.setup.back')}</Button>
        <Button type="submit" variant="contained" disabled={code.length !== 6}>
          {translate('app.two_factor.setup.verify')}
        </Button>
      </Stack>
    </Box>
  );
};
