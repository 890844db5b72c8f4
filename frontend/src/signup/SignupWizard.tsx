// The signup screen (SIGNUP-05 … 11, 45, 52, 56, 60): public layout without navigation, the
// organization's header, the current step with "section x of y", Back / Next / Submit.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, Container, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router';
import { signupMessages } from '@practicum/shared/domain/signup/messages';
import { PublicLayout } from '../shell/PublicLayout';
import { useApiRead } from '../dataProvider';
import { AccountStep } from './AccountStep';
import { DetailsStep } from './DetailsStep';
import { JoinExistingCard } from './JoinExistingCard';
import { SignupHeader } from './SignupHeader';
import { SurveyStep } from './SurveyStep';
import { ConfirmStep, VerifyStep } from './VerifyStep';
import { focusFirstInvalid } from './focusFirstInvalid';
import { alertLines, sectionLabel } from './steps';
import type { SignupSource, SurveyQuestion } from './types';
import { useSignupPing } from './useSignupPing';
import { useSignupSource } from './useSignupSource';
import { useSignedInUser } from './useSignedInUser';
import { useSignupWizard } from './useSignupWizard';
import { useUserVerified } from './useUserVerified';

const Wizard = ({ source, questions }: { source: SignupSource; questions: SurveyQuestion[] }) => {
  const translate = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const w = useSignupWizard(source, questions);
  useSignupPing(w.at > 0 && w.step.kind !== 'confirm');
  useUserVerified(w.created?.status === 'pending' ? w.created.id : null, w.toConfirm);
  const section = sectionLabel(w.step);
  // Focus once React has committed the refusal's field errors: a step's errors are set after an await, so
  // they render in a later task, which an animation frame may come before on a busy machine.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(root.current);
  }, [refusals]);
  const advance = async (run: () => Promise<boolean>) => {
    if (!(await run())) setRefusals((count) => count + 1);
    else window.scrollTo({ top: 0 });
  };
  return (
    <div ref={root}>
      <Card component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="signup-step-title">
        <CardContent>
          <SignupHeader source={source} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
            <Typography id="signup-step-title" variant="h6" component="h2">
              {translate(`app.signup.steps.${w.step.kind}`)}
            </Typography>
            {section ? <Typography color="text.secondary">{translate('app.signup.section_of', section)}</Typography> : null}
          </Stack>
          {w.alert.length > 0 ? (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {alertLines(w.step, w.alert).join('\n')}
            </Alert>
          ) : null}
          {w.step.kind === 'account' && source.invite?.has_account ? <SignInToJoin /> : null}
          {w.step.kind === 'account' ? (
            <AccountStep values={w.values} errors={w.errors} set={w.set} emailLocked={Boolean(source.invite)} joining={source.payload} />
          ) : null}
          {w.step.kind === 'account' && !source.invite?.has_account && w.errors.email === signupMessages.emailTaken ? (
            <SignInToJoin />
          ) : null}
          {w.step.kind === 'details' ? <DetailsStep values={w.values} errors={w.errors} set={w.set} role={source.role} /> : null}
          {w.step.kind === 'section' ? (
            <SurveyStep questions={w.stepQuestions} values={w.values} errors={w.errors} set={w.set} showLicenses={w.showLicenses} />
          ) : null}
          {w.step.kind === 'verify' ? <VerifyStep email={w.created?.email ?? w.values.email} onError={w.setAlert} /> : null}
          {w.step.kind === 'confirm' ? <ConfirmStep email={w.created?.email ?? w.values.email} /> : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            {w.buttons.back ? (
              <Button onClick={w.back} disabled={w.busy}>
                {translate('app.signup.back')}
              </Button>
            ) : null}
            {w.buttons.next ? (
              <Button variant="contained" type="submit" disabled={w.busy} onClick={() => void advance(w.next)}>
                {translate('app.signup.next')}
              </Button>
            ) : null}
            {w.buttons.submit ? (
              <Button variant="contained" type="submit" disabled={w.busy} onClick={() => void advance(w.submit)}>
                {translate('app.signup.submit')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </div>
  );
};

/** The e-mail has an account: its owner joins with it once signed in, back on this link. */
const SignInToJoin = () => {
  const translate = useTranslate();
  const location = useLocation();
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {translate('app.signup.existing.taken_hint')}{' '}
      <Link component={RouterLink} to="/login" state={{ nextPathname: location.pathname, nextSearch: location.search }}>
        {translate('app.signup.existing.sign_in')}
      </Link>
    </Alert>
  );
};

const SignupScreen = ({ kind }: { kind: 'code' | 'invite' | 'link' }) => {
  const translate = useTranslate();
  const { source } = useSignupSource(kind);
  const signedIn = useSignedInUser();
  const { data: questions } = useApiRead<SurveyQuestion[]>(source ? `signup/survey-questions/${source.role}` : null, {
    staleTime: Infinity,
  });
  return (
    <PublicLayout navigation={false}>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        {source && signedIn ? <JoinExistingCard source={source} user={signedIn} /> : null}
        {source && questions && signedIn === null ? <Wizard source={source} questions={questions} /> : null}
        {!source || signedIn === undefined || (signedIn === null && !questions) ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : null}
      </Container>
    </PublicLayout>
  );
};

export const SignupByCodePage = () => <SignupScreen kind="code" />;
export const SignupByInvitePage = () => <SignupScreen kind="invite" />;
export const SignupByInviteLinkPage = () => <SignupScreen kind="link" />;
