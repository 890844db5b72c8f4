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

  it('is the same catalogue when the organization uses the default words', () => {
    expect(rewordMessages(catalogue, { trainee: 'Trainee', client: ' ' })).toBe(catalogue);
    expect(rewordMessages(catalogue, undefined)).toBe(catalogue);
  });
});
