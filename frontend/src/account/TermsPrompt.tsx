// AUTH-78: the dashboard asks until both the terms of service and the privacy
// policy are accepted; accepting records both (PUT /api/users/current/accept-terms). Only the person can
// consent, so an admin logged in as them is not asked (the server refuses it too), nor is a read-only account.
import { useState } from 'react';
import { Alert, AlertTitle, Button, Link, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser, useCurrentUser } from '../identity/currentUser';
import { useCanWrite } from '../session/useCanWrite';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const TermsPrompt = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [saving, setSaving] = useState(false);
  // a read-only (graduated) account cannot record an acceptance: it is not asked for one
  const canWrite = useCanWrite();
  if (!user || !canWrite || user.is_impersonating || (user.has_accepted_terms && user.has_accepted_privacy)) return null;

  const accept = async () => {
    setSaving(true);
    try {
      await httpClient('/api/users/current/accept-terms', { method: 'PUT', body: '{}' });
      forgetCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Alert severity="info" sx={{ my: 2 }} data-testid="terms-prompt">
      <AlertTitle>{translate('app.terms_prompt.title')}</AlertTitle>
      {translate('app.terms_prompt.message')}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link href="/terms-of-service" {...newTab}>
          {translate('app.terms_prompt.terms')}
        </Link>
        <Link href="/privacy-policy" {...newTab}>
          {translate('app.terms_prompt.privacy')}
        </Link>
        <Button variant="contained" size="small" disabled={saving} onClick={() => void accept()}>
          {translate('app.terms_prompt.accept')}
        </Button>
      </Stack>
    </Alert>
  );
};
