// /complete-form/:submitted_form?token=… (FORMS-06): the public layout, no navigation, for someone with no
// account who was emailed a link to sign an agreement. It shows that one agreement (answers read-only, who
// signed) and, when it is the link's turn, a typed-name signature. Nothing else of the app is reachable.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, Container, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { PublicLayout } from '../shell/PublicLayout';
import { AnswerInput } from './AnswerInput';
import { SignatureBox } from './SignatureBox';
import { refusalOf, type AnswerValue, type SectionRecord } from './api';
import { useLoaded } from './useLoaded';
import { useTimes } from '../identity/timeZone';

interface PublicForm {
  form: string;
  intro: string;
  sections: SectionRecord[];
  answers: Record<string, AnswerValue>;
  role_name: string;
  name: string;
  can_sign: boolean;
  waiting_for: string | null;
  signatures: { role_name: string; signature: string; signed_at: string }[];
}

const linkUrl = (token: string) => `/api/public/forms/${encodeURIComponent(token)}`;

const PublicAgreement = ({ token }: { token: string }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const { data, error, reload } = useLoaded(async () => (await httpClient(linkUrl(token))).json as PublicForm, [token]);
  const [signature, setSignature] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const [signed, setSigned] = useState(false);
  const sign = async () => {
    try {
      await httpClient(linkUrl(token), { method: 'POST', body: JSON.stringify({ signature }) });
      setSigned(true);
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  if (signed) return <Alert severity="success">{translate('app.forms.public.signed')}</Alert>;
  if (error) return <Alert severity="error">{refusalOf(error).message}</Alert>;
  if (!data) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {data.form}
      </Typography>
      <Typography color="text.secondary">{translate('app.forms.public.asked', { name: data.name, role: data.role_name })}</Typography>
      {data.intro && <Typography>{data.intro}</Typography>}
      {data.sections.map((section, i) => (
        <Stack key={section.id ?? i} spacing={2}>
          {section.title && <Typography variant="h6">{section.title}</Typography>}
          {section.questions.map((q) => (
            <AnswerInput key={q.id} question={q} value={data.answers[q.id!]} error={undefined} readOnly onChange={() => undefined} />
          ))}
        </Stack>
      ))}
      <Divider />
      {data.signatures.map((s) => (
        <Typography key={s.signed_at} data-testid="signature">
          {translate('app.forms.submission.signed_by', { name: s.signature, role: s.role_name, at: formatDateTime(s.signed_at) })}
        </Typography>
      ))}
      {data.waiting_for && <Alert severity="warning">{translate('app.forms.submission.waiting', { role: data.waiting_for })}</Alert>}
      {refusal && <Alert severity="error">{refusal.message}</Alert>}
      {data.can_sign && (
        <SignatureBox value={signature} onChange={setSignature} onSign={() => void sign()} error={refusal?.errors.signature} />
      )}
      {!data.can_sign && !data.waiting_for && (
        <Button variant="text" onClick={reload}>
          {translate('ra.action.refresh')}
        </Button>
      )}
    </Stack>
  );
};

export const CompleteFormPage = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <PublicLayout navigation={false}>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Card>
          <Box sx={{ p: { xs: 2, sm: 3 } }}>
            {token ? <PublicAgreement token={token} /> : <Alert severity="error">{translate('app.forms.public.no_token')}</Alert>}
          </Box>
        </Card>
      </Container>
    </PublicLayout>
  );
};
