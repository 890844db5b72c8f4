// PLACE-06, PLACE-22: on a training level's page, the coordinator picks the agreement forms a placement at
// that level must carry (own or shared, active agreements, in the order picked); the placements area reads them.
import { useState } from 'react';
import { Autocomplete, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useApiCommand, useApiRead } from '../dataProvider';
import { refusalOf } from './api';

interface AgreementOption {
  id: string;
  name: string;
}

export const PlacementRequirementCard = ({ levelId }: { levelId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const path = `placement-requirements/${levelId}`;
  const requirement = useApiRead<{ agreements: AgreementOption[] }>(path);
  const { data: forms = [] } = useGetList<AgreementOption>('forms', {
    filter: { type: 'agreement', active: true },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [picked, setPicked] = useState<string[] | null>(null);
  const current = picked ?? requirement.data?.agreements.map((a) => a.id) ?? [];
  const save = useApiCommand((ids: string[]) => ({ path, method: 'PUT', body: { agreement_form_ids: ids } }), [path]);
  const submit = () =>
    save.mutate(current, {
      onSuccess: () => {
        setPicked(null);
        notify('app.forms.requirements.saved', { type: 'success' });
      },
      onError: (error) => notify(refusalOf(error).message, { type: 'error' }),
    });
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('app.forms.requirements.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.forms.requirements.help')}
          </Typography>
          <Autocomplete
            multiple
            options={forms}
            value={current.flatMap((id) => forms.filter((f) => f.id === id))}
            getOptionLabel={(form) => form.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, value) => setPicked(value.map((f) => f.id))}
            renderInput={(params) => <TextField {...params} label={translate('app.forms.requirements.agreements')} />}
          />
          <div>
            <Button variant="contained" disabled={save.isPending || picked === null} onClick={submit}>
              {translate('ra.action.save')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
