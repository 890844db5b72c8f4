// One mail of the outbox: headers and the plain-text body. The HTML part is
// never rendered (it is shown as text like everything else: nothing unescaped).
import { Box, Typography } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, FunctionField, useTranslate } from 'react-admin';
import { type OutboxMail } from './types';
import { useTimes } from '../../identity/timeZone';

const Body = ({ record }: { record: OutboxMail }) => {
  const translate = useTranslate();
  return (
    <Labeled label={translate('resources.mail.fields.text')}>
      <Box component="pre" data-testid="mail-text" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0, fontFamily: 'monospace' }}>
        {record.text}
      </Box>
    </Labeled>
  );
};

export const MailShow = () => {
  const { formatDateTime } = useTimes();
  return (
    <Show<OutboxMail> title="resources.mail.page.show">
      <SimpleShowLayout>
        <FunctionField<OutboxMail> source="created_at" render={(record) => formatDateTime(record.created_at)} />
        <TextField source="to" />
        <TextField source="subject" component={Typography} />
        <FunctionField<OutboxMail> source="text" label={false} render={(record) => <Body record={record} />} />
      </SimpleShowLayout>
    </Show>
  );
};
