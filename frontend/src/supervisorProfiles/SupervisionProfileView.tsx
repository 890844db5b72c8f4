// The read-only profile coordinators and faculty see on a supervisor's or faculty
// member's page (PEOPLE-28 … 31). The server answers 404 to anyone else: then nothing shows.
import type { ReactNode } from 'react';
import { Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import type { SupervisionProfileRecord } from '@practicum/shared/domain/supervisorProfiles/records';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { LicenseText } from './LicensesCard';
import { useSupervisionProfile } from './profileApi';

type TextField = Exclude<keyof SupervisionProfileRecord, 'licenses' | 'signup_responses'>;
const textFields: TextField[] = [
  'bio',
  'looking_for',
  'degree',
  'years_of_experience',
  'conferred_date',
  'specialty_concentration',
  'specialty_population',
  'training_credentials',
  'directory_bio',
  'directory_wants',
];
const linkFields = ['linkedin_url', 'healthgrades_url', 'psychology_today_url'] as const;

const Shown = ({ name, children }: { name: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Labeled label={`app.supervision_profile.fields.${name}`}>
      <Typography component="div" sx={{ whiteSpace: 'pre-line' }}>
        {children === '' || children === null ? translate('app.supervision_profile.not_given') : children}
      </Typography>
    </Labeled>
  );
};

export const SupervisionProfileView = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const { data: profile } = useSupervisionProfile(userId);
  if (!profile) return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('app.supervision_profile.view_title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.supervision_profile.view_title')}
        </Typography>
        <Stack spacing={1}>
          <Shown name="accepting_trainees">
            {translate(profile.accepting_trainees ? 'app.supervision_profile.yes' : 'app.supervision_profile.no')}
          </Shown>
          {textFields.map((name) => (
            <Shown key={name} name={name}>
              {name === 'conferred_date' && profile.conferred_date
                ? formatCalendarDate(profile.conferred_date)
                : String(profile[name] ?? '')}
            </Shown>
          ))}
          {linkFields.map((name) => (
            <Shown key={name} name={name}>
              {profile[name] ? (
                <Link href={profile[name]} target="_blank" rel="noopener noreferrer">
                  {profile[name]}
                </Link>
              ) : null}
            </Shown>
          ))}
          <Shown name="licenses">
            <List dense disablePadding>
              {profile.licenses.map((license) => (
                <ListItem key={license.id} disableGutters>
                  <LicenseText license={license} />
                </ListItem>
              ))}
            </List>
          </Shown>
          <Shown name="signup_responses">
            {profile.signup_responses.length === 0
              ? translate('app.supervision_profile.no_signup_responses')
              : profile.signup_responses.map((r) => `${r.question}: ${r.answer}`).join('\n')}
          </Shown>
          <AttachmentsPanel
            type="supervisor_profile"
            id={profile.user_id}
            userId={undefined}
            isCoordinator={false}
            title="app.supervision_profile.sections.documents"
            readOnly
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
