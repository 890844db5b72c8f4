// The site form (SITES-08/09): every field of the site, the website checked by
// GET /api/validation/valid-url (SITES-18), supervisors and tags picked from the
// organization's, the pin-drop for the location.
import {
  BooleanInput,
  DateInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  usePermissions,
} from 'react-admin';
import { SITE_EXPIRATION_YEARS, siteBounds } from '@practicum/shared/domain/sites/commands';
import { yearsOn } from '@practicum/shared/domain/bounds';
import { useTimes } from '../identity/timeZone';
import type { Role } from '@practicum/shared/access/roles';
import { siteApi } from './siteApi';
import { siteTagsResource } from './types';
import { lazyComponent } from '../layout/lazyComponent';

const SiteLocationInput = lazyComponent(() => import('./SiteLocationInput'), 'SiteLocationInput', 320);

const validUrl = async (value: unknown) => (typeof value === 'string' && value.trim() ? siteApi.checkUrl(value) : undefined);
const text = (max: number) => [maxLength(max)];

export const SiteForm = () => {
  const { today } = useTimes();
  const { permissions: role } = usePermissions<Role | undefined>();
  return (
    <SimpleForm sx={{ maxWidth: 720 }}>
      <TextInput source="name" validate={[required(), maxLength(siteBounds.name)]} fullWidth />
      <TextInput source="department" validate={text(siteBounds.department)} fullWidth />
      <TextInput source="address" validate={text(siteBounds.address)} fullWidth />
      <TextInput source="city" validate={text(siteBounds.city)} />
      <TextInput source="state" validate={text(siteBounds.state)} />
      <TextInput source="county" validate={text(siteBounds.county)} />
      <TextInput source="postal_code" validate={text(siteBounds.postal_code)} />
      <TextInput source="country" defaultValue="US" validate={text(2)} />
      <SiteLocationInput />
      <TextInput source="office_phone" validate={text(siteBounds.office_phone)} />
      <TextInput source="website" validate={[maxLength(siteBounds.website), validUrl]} fullWidth />
      <TextInput source="contact_name" validate={text(siteBounds.contact_name)} />
      <TextInput source="contact_email" type="email" validate={text(siteBounds.contact_email)} />
      {role === 'coordinator' ? (
        <ReferenceArrayInput source="supervisor_ids" reference="supervisors" perPage={200}>
          <SelectArrayInput optionText="name" label="resources.supervision-sites.fields.supervisor_ids" fullWidth />
        </ReferenceArrayInput>
      ) : null}
      <ReferenceArrayInput source="tag_ids" reference={siteTagsResource} sort={{ field: 'order', order: 'ASC' }}>
        <SelectArrayInput optionText="name" label="resources.supervision-sites.fields.tag_ids" fullWidth />
      </ReferenceArrayInput>
      <DateInput source="expiration_date" slotProps={{ htmlInput: { max: yearsOn(today(), SITE_EXPIRATION_YEARS) } }} />
      <BooleanInput source="accepting_trainees" defaultValue />
    </SimpleForm>
  );
};
