// The organization's integrations (ADMIN-24) and the settings on /organization (ADMIN-26, PEOPLE-25).
import { integrationProviderWords } from '@practicum/shared/domain/codeWords';
export const integrationMessages = {
  title: 'Integrations',
  help: 'Services this organization is connected to',
  add: 'Add integration',
  edit: 'Edit',
  delete: 'Delete',
  edit_of: 'Edit %{name}',
  delete_of: 'Delete %{name}',
  delete_title: 'Delete this integration?',
  delete_content: '%{name} is removed from this organization, with its address.',
  name: 'Name',
  provider: 'Provider',
  url: 'Address',
  url_help: 'The https address of the service, if it has one',
  none: 'No integrations yet.',
  enabled: 'Enabled',
  on: 'On',
  off: 'Off',
  actions: 'Actions',
  added: 'Integration added',
  saved: 'Integration saved',
  deleted: 'Integration deleted',
  providers: integrationProviderWords,
};

/** An organization's invitations on its admin page. */
export const organizationInvitationMessages = {
  title: 'Invitations',
  help: "Invite %{name}'s first coordinator; they invite the others from their Invitations page.",
};

export const myOrganizationSettingsMessages = {
  supervision_type: 'Supervision type: %{type}',
  owner: 'Owner: %{name} (%{role})',
  no_owner: 'Owner: no %{role} yet',
  settings: 'Settings',
  settings_read_only: "The organization's %{role} and coordinators change these settings.",
  settings_saved: 'Setting saved',
  save_words: 'Save words',
  words_saved: 'Words saved',
};
