// /auth/setup (spec 000 §2.1, §4; AUTH-38..46): choose text message or an
// authenticator app, confirm (send a code to the phone, or scan the QR code),
// verify the code, done; the dashboard follows 10 seconds later. Starts at
// step 2 when a code was already sent (setup_ready), at step 3 when 2FA is on
// (setup_complete), and sends a signed-out visitor back to /login.
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { httpClient } from '../../dataProvider';
import { SetupComplete } from './SetupComplete';
import { SetupReset } from './SetupReset';
import { ChooseMethodStep, ConfirmStep, VerifyStep, type Method } from './setupSteps';

interface SetupStatus {
  method: Method | null;
  setup_complete: boolean;
  setup_ready: boolean;
  phone: string | null;
  sms_disabled: boolean;
}

const STEPS = ['choose', 'confirm', 'verify'] as const;

export const TwoFactorSetupPage = () => {
  const translate = useTranslate();
  const [status, setStatus] = useState<SetupStatus | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [step, setStep] = useState(0);
  const [method, setMethod] = useState<Method>('authenticator');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [completed, setCompleted] = useState<Method | null>(null);

  const load = () =>
    httpClient('/api/auth/setup')
      .then(({ json }) => {
        const answer = json as SetupStatus;
        setStatus(answer);
        setMethod(answer.sms_disabled ? 'authenticator' : (answer.method ?? (answer.setup_ready ? 'sms' : 'authenticator')));
        if (answer.setup_complete) setStep(STEPS.length);
        else if (answer.setup_ready) {
          setSentTo(answer.phone);
          setStep(1);
        } else setStep(0);
      })
      .catch(() => setSignedOut(true));

  useEffect(() => {
    void load();
  }, []);

  if (signedOut) return <Navigate to="/login" replace />;
  if (!status) return null;

  return (
    <Card sx={{ maxWidth: 720, mt: 2 }}>
      <Title title={translate('app.two_factor.setup.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.two_factor.setup.title')}
        </Typography>
        <Stepper activeStep={completed ? STEPS.length : step} sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`app.two_factor.setup.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {completed ? (
          <SetupComplete method={completed} />
        ) : step === STEPS.length && status.method ? (
          <SetupReset
            method={status.method}
            onReset={() => {
              setStatus({ ...status, method: null, setup_complete: false });
              setStep(0);
            }}
          />
        ) : step === 0 ? (
          <ChooseMethodStep method={method} smsDisabled={status.sms_disabled} onChange={setMethod} onNext={() => setStep(1)} />
        ) : step === 1 ? (
          <ConfirmStep
            method={method}
            sentTo={sentTo}
            onBack={() => setStep(0)}
            onSent={(phone) => {
              setSentTo(phone);
              setStep(2);
            }}
            onNext={() => setStep(2)}
          />
        ) : (
          <VerifyStep method={method} sentTo={sentTo} onBack={() => setStep(1)} onVerified={() => setCompleted(method)} />
        )}
        {status.sms_disabled && step === 0 ? (
          <Box sx={{ mt: 2 }}>
            <Alert severity="info">{translate('app.two_factor.setup.authenticator_help')}</Alert>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
