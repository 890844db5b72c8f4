// /access-pass (trainee; PASS-01, PASS-11, PASS-14, PASS-19, PASS-20): the trainee's access first (limited, the
// pass that expired and when, or the current pass with its type and end), then, where it makes sense (no access,
// or a pass within its last 30 days), redeem a registration code or buy a pass by card or invoice where the
// organization allows trainee purchase. The query flag (?redeem / ?purchase) puts the matching card first.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { TitledCard } from '../layout/TitledCard';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatCalendarDate } from '@practicum/shared/format';
import { forgetCurrentUser, useCurrentUser, type CurrentUser } from '../identity/currentUser';
import { EXPIRY_WARNING_DAYS } from '@practicum/shared/domain/accessPasses/commands';
import { useTimes } from '../identity/timeZone';
import { useCanWrite } from '../session/useCanWrite';
import { RecordHistoryTabs } from '../history';
import {
  daysBefore,
  daysUntil,
  money,
  useAccessPassOptions,
  useBuyPass,
  useOwnPayments,
  usePasses,
  useRedeem,
  type AccessPassRecord,
} from './api';
import { PaymentTypeSelect, PurchaseSteps, PurchaseSummary } from './PurchaseSteps';

/** `done` is kept by the page: once redeemed, the page gains its History tab and this card is drawn anew. */
const RedeemCard = ({ done, onDone }: { done: string | null; onDone: (message: string) => void }) => {
  const translate = useTranslate();
  const redeem = useRedeem();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const error = redeem.error as { body?: { errors?: Record<string, string> }; message?: string } | null;
  return (
    <TitledCard title="app.access_passes.redeem">
      {/* PASS-20: enter the code, then full access */}
      <Stepper activeStep={done ? 2 : 0} alternativeLabel sx={{ mb: 2 }}>
        {['code', 'done'].map((name) => (
          <Step key={name}>
            <StepLabel>{translate(`app.access_passes.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {done ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" component={Link} to="/activity-log">
              {translate('app.access_passes.log_activity')}
            </Button>
          }
        >
          {done}
        </Alert>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            redeem.mutate(code, {
              // the account is no longer limited: read the current user again
              onSuccess: (answer) => {
                onDone((answer as { message: string }).message);
                forgetCurrentUser();
                void queryClient.invalidateQueries({ queryKey: ['auth'] });
              },
            });
          }}
        >
          <TextField
            label={translate('app.access_passes.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!error}
            helperText={error ? (error.body?.errors?.code ?? translate(error.message ?? 'app.errors.fallback')) : ' '}
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!code.trim() || redeem.isPending} sx={{ mt: 1 }}>
              {translate('app.access_passes.redeem_button')}
            </Button>
          </Box>
        </Stack>
      )}
    </TitledCard>
  );
};

/** PASS-11, PASS-20: where the organization allows it, a trainee buys a pass in two steps: how to pay, then confirm. */
const BuyCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: options } = useAccessPassOptions();
  const { data: payments = [] } = useOwnPayments();
  const buy = useBuyPass();
  const [step, setStep] = useState(0);
  const [paymentType, setPaymentType] = useState<string | null>(null);
  if (!options) return null;
  const type = paymentType ?? options.payment_types[0] ?? 'manual_invoice';
  const price = money(options.price_cents);
  const waiting = payments.find((p) => p.purpose === 'pass' && p.status === 'pending' && p.payment_type === 'manual_invoice');
  const start = async () => {
    const answer = await buy.mutateAsync(type).catch(() => null);
    if (answer?.checkout_url) window.location.assign(answer.checkout_url);
    else if (answer?.flash) {
      notify(answer.flash, { type: 'success' });
      setStep(0);
    }
  };
  const steps = [
    {
      label: translate('app.access_passes.steps.payment'),
      ready: true,
      content: <PaymentTypeSelect types={options.payment_types} value={type} onChange={setPaymentType} />,
    },
    {
      label: translate('app.access_passes.steps.confirm'),
      ready: true,
      content: (
        <PurchaseSummary
          summary={translate('app.access_passes.summary_pass', { price })}
          paymentType={type}
          hint="app.access_passes.pass_invoice_hint"
          error={buy.error}
        />
      ),
    },
  ];
  return (
    <TitledCard title="app.access_passes.buy">
      <Typography gutterBottom>{translate('app.access_passes.price', { price })}</Typography>
      {!options.allow_trainee_code_purchase ? (
        <Alert severity="info">{translate('app.access_passes.purchase_not_allowed')}</Alert>
      ) : (
        <Stack spacing={2}>
          {!options.card_payment_available ? <Alert severity="info">{translate('app.access_passes.card_unavailable_pass')}</Alert> : null}
          {waiting ? (
            <Alert severity="info" data-testid="access-pass-invoice-pending">
              {translate('app.access_passes.pass_invoice_pending', {
                date: formatCalendarDate(waiting.created_at.slice(0, 10)),
                amount: money(waiting.amount_cents),
              })}
            </Alert>
          ) : (
            <PurchaseSteps
              label={translate('app.access_passes.buy')}
              steps={steps}
              active={step}
              onStep={setStep}
              finish={translate(type === 'manual_invoice' ? 'app.access_passes.request_invoice' : 'app.access_passes.buy_card')}
              onFinish={() => void start()}
              busy={buy.isPending}
            />
          )}
        </Stack>
      )}
    </TitledCard>
  );
};

type PassState =
  /** limited from the start: no pass yet */
  | { kind: 'limited' }
  /** limited again: the last pass ended (on `on`, when the reader sees it) */
  | { kind: 'expired'; on: string | null }
  /** full access until `until`, by the pass `pass` when the reader sees it; renewable within the warning days */
  | { kind: 'current'; until: string; pass: AccessPassRecord | null; renewable: boolean }
  /** full access the program gave without a pass (not limited, nothing ends) */
  | { kind: 'unlimited' }
  /** a read-only (graduated) account: nothing can be redeemed or bought */
  | { kind: 'read_only' };

/** The trainee's latest pass (the one that ends last) of their current position. */
const latestPass = (passes: readonly AccessPassRecord[], positionId: string | undefined): AccessPassRecord | null =>
  passes
    .filter((p) => p.position_id === positionId)
    .reduce<AccessPassRecord | null>((a, p) => (!a || p.expires_on > a.expires_on ? p : a), null);

function passState(user: CurrentUser | undefined, passes: readonly AccessPassRecord[], canWrite: boolean, today: string): PassState {
  if (!canWrite) return { kind: 'read_only' };
  const position = user?.current_position;
  const pass = latestPass(passes, position?.id);
  if (position?.trainee_account_limited) {
    return position.trainee_access_expired ? { kind: 'expired', on: pass?.expires_on ?? null } : { kind: 'limited' };
  }
  const until = user?.training_access_expires_at;
  if (!until) return { kind: 'unlimited' };
  return { kind: 'current', until, pass, renewable: daysUntil(until, today) <= EXPIRY_WARNING_DAYS };
}

/** What the page says of the reader's access, above any card. */
const PassStatus = ({ state }: { state: PassState }) => {
  const translate = useTranslate();
  const date = formatCalendarDate;
  switch (state.kind) {
    case 'limited':
      return (
        <Alert severity="warning" action={<Chip label={translate('app.access_passes.limited')} color="warning" size="small" />}>
          {translate('app.access_passes.limited_hint')}
        </Alert>
      );
    case 'expired':
      return (
        <Alert severity="error" data-testid="access-pass-status">
          <AlertTitle>
            {translate(state.on ? 'app.access_passes.expired_on' : 'app.access_passes.expired_title', {
              date: state.on ? date(state.on) : '',
            })}
          </AlertTitle>
          {translate('app.access_passes.renew_expired')}
        </Alert>
      );
    case 'current':
      return (
        <Alert severity={state.renewable ? 'warning' : 'success'} data-testid="access-pass-status">
          <AlertTitle>{translate('app.access_passes.full_until', { date: date(state.until) })}</AlertTitle>
          {state.pass ? (
            <Typography variant="body2">
              {translate('app.access_passes.current_pass', {
                type: translate(`app.access_passes.pass_types.${state.pass.pass_type}`),
                start: date(state.pass.starts_on),
                date: date(state.pass.expires_on),
              })}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {state.renewable
              ? translate('app.access_passes.renew_now')
              : translate('app.access_passes.renew_from', {
                  date: date(daysBefore(state.until, EXPIRY_WARNING_DAYS)),
                  days: EXPIRY_WARNING_DAYS,
                })}
          </Typography>
        </Alert>
      );
    case 'unlimited':
      return <Alert severity="success">{translate('app.access_passes.no_pass_needed')}</Alert>;
    case 'read_only':
      return <Alert severity="info">{translate('app.access_passes.read_only')}</Alert>;
  }
};

/** Whether the page offers to redeem or buy: to get access, or to renew a pass near its end (as the dashboard's row does). */
const offersPass = (state: PassState): boolean =>
  state.kind === 'limited' || state.kind === 'expired' || (state.kind === 'current' && state.renewable);

export const AccessPassPage = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const { user } = useCurrentUser();
  const canWrite = useCanWrite();
  const { today } = useTimes();
  const read = usePasses();
  // a failed read of the passes leaves the page what the current user says (no pass named)
  const passes = read.data ?? (read.error ? [] : undefined);
  const purchaseFirst = new URLSearchParams(search).has('purchase');
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const state = passState(user, passes ?? [], canWrite, today());
  const redeemCard = <RedeemCard done={redeemed} onDone={setRedeemed} />;
  const page = (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.access_passes.title" />
      <Typography variant="h5" component="h1">
        {translate('app.access_passes.title')}
      </Typography>
      {user && passes ? <PassStatus state={state} /> : null}
      {/* the redeem card stays to say its code was redeemed, though the new pass needs no renewal yet */}
      {!user || !passes ? null : offersPass(state) ? (
        <>
          {purchaseFirst ? <BuyCard /> : redeemCard}
          {purchaseFirst ? redeemCard : <BuyCard />}
        </>
      ) : redeemed ? (
        redeemCard
      ) : null}
    </Stack>
  );
  // the pass's own history, once there is one (its stream is the trainee position's)
  const positionId = user?.current_position?.id;
  if (!positionId || !latestPass(passes ?? [], positionId)) return page;
  return <RecordHistoryTabs sources={[{ stream: `traineeAccess-${positionId}` }]}>{page}</RecordHistoryTabs>;
};
