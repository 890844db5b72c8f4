// /forms/submitted/:id (FORMS-03, 09, 10): the submission screen. The submitter
// answers (draft saved on request and before signing), signs with a typed name
// and submits; a multiway agreement's next signer signs in turn; the form's
// reviewers approve or deny. Refusals show the server's messages by the fields.
import { useState } from 'react';
import { useParams } from 'react-router';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { recordPage } from '../layout/recordPage';
import { roleNames } from '@practicum/shared/access/roles';
import { AnswerInput } from './AnswerInput';
import { SignatureBox } from './SignatureBox';
import { SubmissionLinkForm } from './SubmissionLinkForm';
import { SubmissionReview, SubmissionRevertButton } from './SubmissionReview';
import { SubmissionStatusChip } from './SubmissionStatusChip';
import { formPaths, formsApi, refusalOf, type AnswerValue, type SubmissionRecord } from './api';
import { useLoaded } from './useLoaded';
import { RecordHistoryTabs } from '../history';
import { useTimes } from '../identity/timeZone';

const roleName = (role: string) => roleNames[role as keyof typeof roleNames] ?? role;

const SubmissionForm = ({ submission, onChanged }: { submission: SubmissionRecord; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(submission.answers ?? {});
  const [signature, setSignature] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const run = (action: () => Promise<unknown>, done: string) => void attempt(action, done);
  const attempt = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setRefusal(null);
      notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const editing = submission.can_edit;
  return (
    <Stack spacing={2}>
      {refusal && <Alert severity="error">{translate(refusal.message, { _: refusal.message })}</Alert>}
      {submission.sections.map((section, i) => (
        <Stack key={section.id ?? i} spacing={2}>
          {section.title && <Typography variant="h6">{section.title}</Typography>}
          {section.questions.map((q) => (
            <AnswerInput
              key={q.id}
              question={q}
              value={answers[q.id!]}
              error={refusal?.errors[`answers.${q.id}`]}
              readOnly={!editing}
              onChange={(value) => setAnswers((a) => ({ ...a, [q.id!]: value }))}
            />
          ))}
        </Stack>
      ))}
      {refusal?.errors.target_id && <Alert severity="error">{refusal.errors.target_id}</Alert>}
      {editing && (
        <div>
          <Button variant="outlined" onClick={() => run(() => formsApi.save(submission.id, answers), 'app.forms.submission.saved')}>
            {translate('app.forms.submission.save')}
          </Button>
        </div>
      )}
      {submission.can_sign && (
        <SignatureBox
          value={signature}
          onChange={setSignature}
          error={refusal?.errors.signature}
          onSign={() =>
            run(() => formsApi.submit(submission.id, signature, editing ? answers : undefined), 'app.forms.submission.submitted')
          }
        >
          {!editing && <Alert severity="info">{translate('app.forms.submission.sign_turn')}</Alert>}
        </SignatureBox>
      )}
    </Stack>
  );
};

export const SubmissionPage = () => {
  const { formatDateTime } = useTimes();
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: loaded, error, version, reload } = useLoaded(() => formsApi.submission(id), [id]);
  const { record: data, fallback } = recordPage({ isPending: version === 0, error, data: loaded });
  if (fallback) return fallback;
  return (
    <RecordHistoryTabs sources={[{ stream: `submittedForm-${data.id}` }]}>
      <Card>
        <Title title={data.form} />
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5">{data.form}</Typography>
              <SubmissionStatusChip status={data.status} progress={data.progress} />
              {data.state === 'complete' && (
                <Button size="small" startIcon={<DownloadIcon />} href={formPaths.pdf(data.id)} download>
                  {translate('app.forms.submission.download_pdf')}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {/* nobody has submitted a draft yet: it was started by them */}
              {translate(data.progress === 'submitted' ? 'app.forms.submission.submitter' : 'app.forms.submission.starter', {
                name: data.submitter,
              })}
              {data.target ? ` · ${translate('app.forms.submission.target', { name: data.target })}` : ''}
            </Typography>
            {data.intro && <Typography>{data.intro}</Typography>}
            {data.instructions && data.can_edit && <Alert severity="info">{data.instructions}</Alert>}
            {data.is_multiway && data.next_role && !data.can_sign && (
              <Alert severity="warning">{translate('app.forms.submission.waiting', { role: roleName(data.next_role) })}</Alert>
            )}
            <SubmissionForm key={version} submission={data} onChanged={reload} />
            {data.signatures.length > 0 && (
              <>
                <Divider />
                <Typography variant="h6">{translate('app.forms.submission.signatures')}</Typography>
                {data.signatures.map((s) => (
                  <Typography key={s.signed_at} data-testid="signature">
                    {translate('app.forms.submission.signed_by', {
                      name: s.signature,
                      role: roleName(s.role),
                      at: formatDateTime(s.signed_at),
                    })}
                  </Typography>
                ))}
              </>
            )}
            {data.link_roles.length > 0 && <SubmissionLinkForm submission={data} onSent={reload} />}
            {data.review_comments && <Alert severity="info">{data.review_comments}</Alert>}
            {data.can_review && <SubmissionReview id={data.id} onDone={reload} />}
            {data.can_revert && <SubmissionRevertButton id={data.id} onDone={reload} />}
          </Stack>
        </CardContent>
      </Card>
    </RecordHistoryTabs>
  );
};
