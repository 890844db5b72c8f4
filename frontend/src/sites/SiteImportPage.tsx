// /supervisionsites/import (SITES-06, coordinators): choose a CSV file (up to
// 10 MB, the export's columns), watch the server's progress, then read what
// became of each row. The import's id stays in the URL, so a reload follows it.
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageCard } from '../layout/PageCard';
import { siteImportColumns, type SiteImportRecord } from '@practicum/shared/domain/sites/index';
import { fieldErrorsOf } from '../account/accountForms';
import { httpClient, useApiRead } from '../dataProvider';
import { SiteImportResults } from './SiteImportResults';

const SiteImportProgress = ({ importId }: { importId: string }) => {
  const translate = useTranslate();
  const { data } = useApiRead<SiteImportRecord>(`supervision-sites/imports/${importId}?rows=none`, {
    refetchInterval: (query) => (query.state.data?.status === 'finished' ? false : 500),
  });
  if (!data) return <LinearProgress aria-label={translate('app.sites.import.progress')} />;
  const percent = data.total_rows ? Math.round((100 * data.processed_rows) / data.total_rows) : 0;
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('app.sites.import.progress')} />
      <Typography sx={{ mt: 1 }} data-testid="import-progress">
        {translate('app.sites.import.processed', { done: data.processed_rows, total: data.total_rows })}
      </Typography>
      {data.status === 'finished' ? (
        <>
          <Alert severity={data.refused > 0 || data.failure ? 'warning' : 'success'} sx={{ my: 2 }} data-testid="import-summary">
            {data.failure ?? translate('app.sites.import.summary', { created: data.created, exists: data.exists, refused: data.refused })}
          </Alert>
          <SiteImportResults importId={importId} />
        </>
      ) : null}
    </Box>
  );
};

export const SiteImportPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const importId = params.get('id');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setError(null);
    const form = new FormData();
    form.append('file', file);
    try {
      const { json } = await httpClient('/api/supervision-sites/import', { method: 'POST', body: form });
      setParams({ id: (json as { id: string }).id });
    } catch (failure) {
      setError(Object.values(fieldErrorsOf(failure) ?? {})[0] ?? translate('app.errors.server'));
    } finally {
      setSending(false);
    }
  };

  return (
    <PageCard title="app.sites.import.title">
      <Typography color="text.secondary" gutterBottom>
        {translate('app.sites.import.help', { columns: siteImportColumns.join(', ') })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="import-file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {translate('app.sites.import.choose')}
        </Button>
        <Typography>{file?.name ?? translate('app.sites.import.no_file')}</Typography>
        <Button variant="contained" disabled={!file || sending} onClick={() => void send()}>
          {translate('app.sites.import.start')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {importId ? <SiteImportProgress key={importId} importId={importId} /> : null}
    </PageCard>
  );
};
