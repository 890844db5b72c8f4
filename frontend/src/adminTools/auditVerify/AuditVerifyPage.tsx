// /admin/tools/audit-verify (issue 20 item 4): walks the event store's hash chain on request and names the
// first events whose rows were altered or removed by hand, or says the history is intact; the newest events
// the chainer has not linked yet are counted apart, so that an intact answer does not seem to cover them.
import { Alert, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { PageCard } from '../../layout/PageCard';
import type { AuditVerifyRecord } from '@practicum/shared/domain/history/records';
import { useApiRead } from '../../dataProvider/hooks';
import { useTimes } from '../../identity/timeZone';

const Report = ({ run }: { run: number }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const { data, isPending, error } = useApiRead<AuditVerifyRecord>(`admin/audit/verify?run=${run}`, { staleTime: Infinity });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate('app.audit_verify.failed')}</Alert>;
  return (
    <Stack spacing={2}>
      <Alert severity={data.ok ? 'success' : 'error'}>
        {translate(data.ok ? 'app.audit_verify.intact' : 'app.audit_verify.tampered', {
          checked: data.checked,
          time: formatDateTime(data.checked_at),
        })}
      </Alert>
      {data.pending > 0 ? <Alert severity="info">{translate('app.audit_verify.pending', { smart_count: data.pending })}</Alert> : null}
      {data.problems.length ? (
        <List aria-label={translate('app.audit_verify.problems')}>
          {data.problems.map((problem) => (
            <ListItem key={`${problem.kind}:${problem.seq}`} sx={{ display: 'block' }} data-testid="chain-problem">
              <Typography variant="subtitle2" component="h3">
                {problem.event_id === null
                  ? translate('app.audit_verify.removed_newest', { seq: problem.seq, after: problem.after?.event_id ?? '—' })
                  : translate(`app.audit_verify.${problem.kind}`, { id: problem.event_id })}
              </Typography>
              {problem.event_id === null ? null : (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('app.audit_verify.where', {
                    stream: problem.stream_id,
                    revision: problem.revision,
                    type: problem.type,
                    seq: problem.seq,
                  })}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.audit_verify.head', { head: data.head ?? '—' })}
      </Typography>
    </Stack>
  );
};

export const AuditVerifyPage = () => {
  const translate = useTranslate();
  const [run, setRun] = useState(0);
  return (
    <PageCard title="app.audit_verify.title" stacked>
      <Typography>{translate('app.audit_verify.explain')}</Typography>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setRun((n) => n + 1)}>
        {translate('app.audit_verify.run')}
      </Button>
      {run > 0 ? <Report run={run} /> : null}
    </PageCard>
  );
};
