import { describe, expect, it } from '@jest/globals';
import { rewordMessages } from './rewordMessages';

const catalogue = {
  menu: { trainees: 'Trainees', log: 'Log a trainee’s activity', lower: 'Assign trainings to your trainees.' },
  greeting: 'Hello %{trainee}, your %{count} trainees',
  sites: {
    directory: 'Site directory',
    time: 'Time on site',
    own: 'Supervision sites',
    one: 'Add a supervision site',
    other: 'an assistant',
  },
  faculty: 'Faculty and assistants',
  resources: { organizations: { fields: { dynamic_words: { trainee: 'Trainee', supervision_site: 'Supervision site' } } } },
  word: 'Traineeship',
};

describe('SPINE-12 the catalogue in an organization’s own words', () => {
  it('rewords each role in either case and in the plural, and a supervision site as the clinic’s word', () => {
    const reworded = rewordMessages(catalogue, { trainee: 'Intern', supervision_site: 'Clinic', assistant: 'Aide' });
    expect(reworded.menu).toEqual({ trainees: 'Interns', log: 'Log an intern’s activity', lower: 'Assign trainings to your interns.' });
    expect(reworded.sites).toEqual({
      directory: 'Site directory',
      time: 'Time on site',
      own: 'Clinics',
      one: 'Add a clinic',
      other: 'an aide',
    });
    expect(reworded.faculty).toBe('Faculty and aides');
  });

  it('leaves placeholders, longer words and the labels of the words themselves alone', () => {
    const reworded = rewordMessages(catalogue, { trainee: 'Intern' });
    expect(reworded.greeting).toBe('Hello %{trainee}, your %{count} interns');
    expect(reworded.word).toBe('Traineeship');
    expect(reworded.resources.organizations.fields.dynamic_words).toEqual({ trainee: 'Trainee', supervision_site: 'Supervision site' });
  });

  it('keeps an acronym’s case, fits the article to the new word and forms plurals of words ending in y', () => {
    const reworded = rewordMessages(
      { a: 'Trainees and a trainee', b: 'An client', c: 'Clients' },
      { trainee: 'MFT Intern', client: 'Family' },
    );
    expect(reworded).toEqual({ a: 'MFT Interns and a MFT Intern', b: 'A family', c: 'Families' });
  });

  const siteCatalogue = {
    resources: {
      'supervision-sites': { name: 'Site |||| Sites', page: { list: 'Site directory', create: 'Add a site' } },
      placements: { fields: { supervision_site: 'Site', supervision_site_id: 'Site', hours: 'Time on site' } },
    },
    app: {
      menu: { sites: 'Sites', site_directory: 'Site directory' },
      sites: {
        mine: { title: 'Your sites', none: 'You have no site in the directory yet.', add: 'Add a site' },
        review: { tab: 'Review sites', expired_alert: '%{smart_count} site has expired |||| %{smart_count} sites have expired' },
        own: 'Add a supervision site',
      },
      placements: { time_on_site: 'Time on site' },
      site: { nav: 'Site pages', p2: 'A directory of supervision sites' },
    },
  };

  it('rewords a bare site where it is the supervision site (menu, directory, placement field), and nowhere else', () => {
    const reworded = rewordMessages(siteCatalogue, { supervision_site: 'Clinic' });
    expect(reworded.resources).toEqual({
      'supervision-sites': { name: 'Clinic |||| Clinics', page: { list: 'Clinic directory', create: 'Add a clinic' } },
      placements: { fields: { supervision_site: 'Clinic', supervision_site_id: 'Clinic', hours: 'Time on site' } },
    });
    expect(reworded.app).toEqual({
      menu: { sites: 'Clinics', site_directory: 'Clinic directory' },
      sites: {
        mine: { title: 'Your clinics', none: 'You have no clinic in the directory yet.', add: 'Add a clinic' },
        review: {
          tab: 'Review clinics',
          expired_alert: '%{smart_count} clinic has expired |||| %{smart_count} clinics have expired',
        },
        own: 'Add a clinic',
      },
      placements: { time_on_site: 'Time on site' },
      site: { nav: 'Site pages', p2: 'A directory of clinics' },
    });
  });

  it('fits the article to a site word starting with a vowel and does not reword a word holding "site" twice', () => {
    expect(rewordMessages(siteCatalogue, { supervision_site: 'Agency' }).app.sites.mine).toEqual({
      title: 'Your agencies',
      none: 'You have no agency in the directory yet.',
      add: 'Add an agency',
    });
    expect(rewordMessages(siteCatalogue, { supervision_site: 'Practicum site' }).app.sites.own).toBe('Add a practicum site');
  });

  it('is the same catalogue when the organization uses the default words', () => {
    expect(rewordMessages(catalogue, { trainee: 'Trainee', client: ' ' })).toBe(catalogue);
    expect(rewordMessages(catalogue, undefined)).toBe(catalogue);
    expect(rewordMessages(siteCatalogue, { supervision_site: 'Supervision site' })).toBe(siteCatalogue);
  });
});
