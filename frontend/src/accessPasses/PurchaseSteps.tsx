// The steps of a purchase or a redemption (PASS-20): a stepper over the step's content, Back and Next, and the
// last step's own action. Used by the coordinator's code purchase and the trainee's pass purchase.
import type { ReactNode } from 'react';
import { Alert, Box, Button, MenuItem, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PurchaseStep {
  label: string;
  /** Whether Next (or the last step's action) may be pressed. */
  ready: boolean;
  content: ReactNode;
}

/** A refused purchase's first field error, else its message. */
export const purchaseError = (error: unknown): string => {
  const e = error as { body?: { errors?: Record<string, string | string[]> }; message?: string };
  const first = Object.values(e.body?.errors ?? {})[0];
  return (Array.isArray(first) ? first[0] : first) ?? e.message ?? '';
};

export const PurchaseSteps = (props: {
  label: string;
  steps: PurchaseStep[];
  active: number;
  onStep: (step: number) => void;
  finish: string;
  onFinish: () => void;
  busy: boolean;
}) => {
  const translate = useTranslate();
  const { steps, active } = props;
  const step = steps[active]!;
  const last = active === steps.length - 1;
  return (
    <Box>
      <Stepper activeStep={active} alternativeLabel aria-label={props.label} sx={{ mb: 2 }}>
        {steps.map((s) => (
          <Step key={s.label}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box role="group" aria-label={step.label} sx={{ mb: 2 }}>
        {step.content}
      </Box>
      <Stack direction="row" spacing={1}>
        {active > 0 ? <Button onClick={() => props.onStep(active - 1)}>{translate('app.access_passes.back')}</Button> : null}
        <Button
          variant="contained"
          disabled={!step.ready || props.busy}
          onClick={() => (last ? props.onFinish() : props.onStep(active + 1))}
        >
          {last ? props.finish : translate('app.access_passes.next')}
        </Button>
      </Stack>
    </Box>
  );
};

/** The first step's choice of how to pay, among the payment types the server offers. */
export const PaymentTypeSelect = (props: { types: readonly string[]; value: string; onChange: (type: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('app.access_passes.payment_type')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      {props.types.map((type) => (
        <MenuItem key={type} value={type}>
          {translate(`app.access_passes.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The confirm step: what is bought, how it is paid, what happens next, and a refusal if the server gave one. */
export const PurchaseSummary = (props: { summary: string; paymentType: string; hint: string; error: unknown }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography>{props.summary}</Typography>
      <Typography>
        {translate('app.access_passes.summary_payment', { type: translate(`app.access_passes.${props.paymentType}`) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(props.paymentType === 'manual_invoice' ? props.hint : 'app.access_passes.card_hint')}
      </Typography>
      {props.error ? <Alert severity="error">{purchaseError(props.error)}</Alert> : null}
    </Stack>
  );
};
