import { describe, expect, it } from '@jest/globals';
import { i18nProvider, rewordedCatalogues, speakOrganizationWords } from './i18nProvider';

describe('SPINE-12 a user going back and forth between two organizations', () => {
  it('reads each organization’s words, the catalogue reworded once per set of words', () => {
    const before = rewordedCatalogues();
    const clinic = { trainee: 'Intern' };
    const school = { trainee: 'Student' };
    for (const words of [clinic, school, clinic, school, clinic]) speakOrganizationWords(words);
    expect(i18nProvider.translate('app.trainees.title')).toBe('Interns');
    speakOrganizationWords({ ...school });
    expect(i18nProvider.translate('app.trainees.title')).toBe('Students');
    expect(rewordedCatalogues() - before).toBe(2);
    speakOrganizationWords(undefined);
    expect(i18nProvider.translate('app.trainees.title')).toBe('Trainees');
  });
});

describe('a resource name inside react-admin’s sentences', () => {
  it('reads in lower case there, as the rest of the sentence, and keeps its capital as a title or an acronym', () => {
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'Live sessions' })).toBe('No live sessions found');
    expect(i18nProvider.translate('ra.page.empty', { name: 'Tasks' })).toBe('No tasks yet.');
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'CE courses' })).toBe('No CE courses found');
    expect(i18nProvider.translate('ra.page.list', { name: 'Live sessions' })).toBe('Live sessions');
    expect(i18nProvider.translate('ra.saved_queries.remove_label_with_name', { name: 'My Query' })).toBe('Remove query "My Query"');
  });
});
