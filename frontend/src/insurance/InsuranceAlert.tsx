// DASH-18: the trainee's alert row when insurance is required and no document
// is current (INS-04 status empty, expired or expiring), with an update link.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { useInsuranceStatus } from './insuranceApi';

export const InsuranceAlert = ({ traineeId }: { traineeId: string }) => {
  const translate = useTranslate();
  const { data } = useInsuranceStatus(traineeId);
  if (!data || data.status === 'current') return null;
  return (
    <Alert severity={data.status === 'expiring' ? 'warning' : 'error'} sx={{ mb: 2 }} data-testid="insurance-alert">
      {translate(`app.insurance.alert.${data.status}`)}{' '}
      <Link component={RouterLink} to="/account#insurance">
        {translate('app.insurance.update')}
      </Link>
    </Alert>
  );
};
