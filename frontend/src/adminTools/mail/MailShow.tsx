// One mail of the outbox: headers and the plain-text body. The HTML part is
// never rendered (it is shown as text like everything else: nothing unescaped).
// The body's web addresses are links, as in a mail program: a new user opens the
// verification or reset link from here on a machine that sends no mail.
import { Box, Link, Typography } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, FunctionField, useTranslate } from 'react-admin';
import { type OutboxMail } from './types';
import { useTimes } from '../../identity/timeZone';

// an address ends before a space, and never on the sentence's punctuation after it
const webAddress = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)])/;

/** The text with each http(s) address as a link (split keeps the addresses at the odd places). */
const withLinks = (text: string) =>
  text.split(webAddress).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </Link>
    ) : (
      part
    ),
  );

const Body = ({ record }: { record: OutboxMail }) => {
  const translate = useTranslate();
  return (
    <Labeled label={translate('resources.mail.fields.text')}>
      <Box component="pre" data-testid="mail-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, fontFamily: 'monospace' }}>
        {withLinks(record.text)}
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
