// /organization (SPINE-12): the organization's words for its roles and places. Its owner role and coordinators
// change them here, with the labels previewed as they type; other members read them.
import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { mayChangeOrganizationSettings } from '@practicum/shared/domain/organizations/owner';
import type { MemberOrganizationRecord } from '@practicum/shared/domain/organizations/records';
import { useApiCommand } from '../dataProvider';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { DynamicWordsPreview } from '../organizations/DynamicWordsPreview';
import { dynamicWordKeys, type DynamicWords } from '../organizations/types';
import { showError } from '../layout/showError';

const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};

export const MyOrganizationDynamicWords = ({ organization, path }: { organization: MemberOrganizationRecord; path: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const [words, setWords] = useState<DynamicWords>(organization.dynamic_words);
  const save = useApiCommand(
    (dynamic_words: DynamicWords) => ({ path: `organizations/${organization.id}/settings`, method: 'PUT', body: { dynamic_words } }),
    [path, 'users/current'],
  );
  const label = (key: string) => translate(`resources.organizations.fields.dynamic_words.${key}`, { _: key });
  const heading = (
    <Typography variant="subtitle1" component="h2" gutterBottom>
      {translate('app.my_organization.dynamic_words')}
    </Typography>
  );
  if (!mayChangeOrganizationSettings(roleOf(user) ?? null, organization.supervision_type))
    return (
      <>
        {heading}
        <Table size="small">
          <TableBody>
            {Object.entries(organization.dynamic_words).map(([word, value]) => (
              <TableRow key={word}>
                <TableCell component="th" scope="row">
                  {label(word)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  const errors = fieldErrorsOf(save.error);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(words, {
      onSuccess: () => notify('app.my_organization.words_saved', { type: 'success' }),
      onError: (error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
    });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      {heading}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1.5 }}>
        {dynamicWordKeys.map((key) => (
          <TextField
            key={key}
            size="small"
            label={label(key)}
            value={words[key]}
            onChange={(event) => {
              save.reset();
              setWords((current) => ({ ...current, [key]: event.target.value }));
            }}
            {...showError(errors[`dynamic_words.${key}`])}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        ))}
      </Box>
      <DynamicWordsPreview words={words} />
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {translate('app.my_organization.save_words')}
      </Button>
    </Box>
  );
};
