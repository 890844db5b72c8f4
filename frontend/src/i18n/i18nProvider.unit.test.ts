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
