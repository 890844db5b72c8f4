// The add/edit modal (INS-02, 07 … 10, 16): file upload (the attachments
// area's upload), effective and expiration dates. While the file uploads a
// message asks to wait; the server's field errors show under their fields.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'react-admin';
// the client flattens the server's field errors to one text per field
import type { FlatFieldErrors } from '../dataProvider/httpErrors';
import { insuranceMessages, POLICY_REACH_YEARS } from '@practicum/shared/domain/insurance/commands';
import { yearsOn } from '@practicum/shared/domain/bounds';
import { useTimes } from '../identity/timeZone';
import { uploadFile } from '../attachments/api';
import { insuranceApi, type InsuranceDocumentRecord, type InsuranceInput } from './insuranceApi';
import { showError } from '../layout/showError';
import { FilePickButton } from '../layout/FilePickButton';

export const InsuranceDialog = ({
  traineeId,
  document,
  onClose,
}: {
  traineeId: string;
  document: InsuranceDocumentRecord | null;
  onClose: (saved: boolean) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<InsuranceInput>({
    effective_date: document?.effective_date ?? '',
    expiration_date: document?.expiration_date ?? '',
  });
  const [filename, setFilename] = useState(document?.document.filename ?? '');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FlatFieldErrors>({});
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { uuid } = await uploadFile(file, ['documents', 'images']);
      setValues((v) => ({ ...v, upload_uuid: uuid }));
      setFilename(file.name);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  const save = useMutation({
    mutationFn: () => (document ? insuranceApi.update(String(document.id), values) : insuranceApi.add(traineeId, values)),
    onSuccess: (answer) => {
      notify(answer.flash ?? insuranceMessages.added, { type: 'success' });
      onClose(true);
    },
    onError: (error: Error) => {
      const body = error instanceof HttpError ? (error.body as { errors?: FlatFieldErrors } | undefined) : undefined;
      setErrors(body?.errors ?? {});
    },
  });
  const fieldError = (name: string) => showError(errors[name]);
  // the server's reach for a policy's dates, offered by the pickers too
  const { today } = useTimes();
  const reach = {
    effective_date: { min: yearsOn(today(), -POLICY_REACH_YEARS) },
    expiration_date: { max: yearsOn(today(), POLICY_REACH_YEARS) },
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs" aria-labelledby="insurance-dialog-title">
      <DialogTitle id="insurance-dialog-title">{translate(document ? 'app.insurance.edit' : 'app.insurance.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <div>
            <FilePickButton
              accept="application/pdf,image/*"
              inputLabel={translate('app.insurance.file')}
              onPick={(file) => void pick(file)}
              disabled={uploading}
            >
              {translate('app.insurance.file')}
            </FilePickButton>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {filename}
            </Typography>
            {uploading ? <Alert severity="info">{insuranceMessages.waitForUpload}</Alert> : null}
            {errors.upload_uuid ? <FormHelperText error>{errors.upload_uuid}</FormHelperText> : null}
          </div>
          {(['effective_date', 'expiration_date'] as const).map((name) => (
            <TextField
              key={name}
              type="date"
              label={translate(`app.insurance.${name}`)}
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: reach[name] }}
              {...fieldError(name)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={uploading || save.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
