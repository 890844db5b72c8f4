// Buy codes for N trainees (002 §7, PASS-07, PASS-19, PASS-20), in three steps: how many and how to pay, the
// business associate agreement (its own step: the server refuses a purchase without it), then confirm: a hosted
// card checkout or an invoice an admin marks paid.
import { useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { TitledCard } from '../layout/TitledCard';
import { useNotify, useTranslate } from 'react-admin';
import { money, useAccessPassOptions, useBaa, useBuyCodes } from './api';
import { PaymentTypeSelect, PurchaseSteps, PurchaseSummary } from './PurchaseSteps';
import { useInputState } from '../layout/useInputState';

export const BuyCodesCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: options } = useAccessPassOptions();
  const buy = useBuyCodes();
  const [step, setStep] = useState(0);
  const [count, countInput] = useInputState('10');
  const [paymentType, setPaymentType] = useState('manual_invoice');
  const [baa, setBaa] = useState(false);
  const { data: agreement } = useBaa(step === 1);
  if (!options) return null;
  const n = Number(count || 0);
  const countOk = Number.isInteger(n) && n >= 1 && n <= options.user_limit;
  const submit = async () => {
    const answer = await buy.mutateAsync({ count: n, payment_type: paymentType, baa_accepted: baa }).catch(() => null);
    if (answer?.checkout_url) window.location.assign(answer.checkout_url);
    else if (answer?.flash) {
      notify(answer.flash, { type: 'success' });
      setStep(0);
      setBaa(false);
    }
  };
  const price = money(options.price_cents);
  const steps = [
    {
      label: translate('app.access_passes.steps.codes'),
      ready: countOk,
      content: (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            label={translate('app.access_passes.count')}
            {...countInput}
            helperText={translate('app.access_passes.total', { amount: money(n * options.price_cents) })}
            slotProps={{ htmlInput: { min: 1, max: options.user_limit } }}
          />
          <PaymentTypeSelect types={options.payment_types} value={paymentType} onChange={setPaymentType} />
        </Stack>
      ),
    },
    {
      label: translate('app.access_passes.steps.baa'),
      ready: baa,
      content: (
        <Box>
          <Typography variant="subtitle1" component="h3">
            {agreement?.title} {agreement ? `(${translate('app.access_passes.baa_version', { version: agreement.version })})` : null}
          </Typography>
          <Box sx={{ maxHeight: 180, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, my: 1 }}>
            {agreement?.text.map((paragraph) => (
              <Typography key={paragraph} variant="body2" sx={{ mb: 1 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
          <FormControlLabel
            control={<Checkbox checked={baa} onChange={(e) => setBaa(e.target.checked)} />}
            label={translate('app.access_passes.baa')}
          />
        </Box>
      ),
    },
    {
      label: translate('app.access_passes.steps.confirm'),
      ready: true,
      content: (
        <PurchaseSummary
          summary={translate('app.access_passes.summary_codes', { smart_count: n, price, total: money(n * options.price_cents) })}
          paymentType={paymentType}
          hint="app.access_passes.invoice_hint"
          error={buy.error}
        />
      ),
    },
  ];
  return (
    <TitledCard title="app.access_passes.buy_codes">
      <Typography variant="body2" gutterBottom>
        {translate('app.access_passes.price', { price })} · {translate('app.access_passes.user_limit', { x: options.user_limit })}
      </Typography>
      {!options.card_payment_available ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.access_passes.card_unavailable')}
        </Alert>
      ) : null}
      <PurchaseSteps
        label={translate('app.access_passes.buy_codes')}
        steps={steps}
        active={step}
        onStep={setStep}
        finish={translate(paymentType === 'manual_invoice' ? 'app.access_passes.request_invoice' : 'app.access_passes.buy_card')}
        onFinish={() => void submit()}
        busy={buy.isPending}
      />
    </TitledCard>
  );
};
