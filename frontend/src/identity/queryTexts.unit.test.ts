import { describe, expect, it } from '@jest/globals';
import { PASSWORD_RESET_DONE, SETUP_EMAIL_SENT } from '@practicum/shared/domain/identity/linkTexts';
import { loginQueryText, setupEmailText, shownEmail, shownPath } from './queryTexts';

const forged = 'Your account is locked. Call +1 555 0100 to unlock it.';

describe('texts screens take from their query string', () => {
  it('the login page shows the texts the app sends there, and no other', () => {
    expect(loginQueryText('success', PASSWORD_RESET_DONE)).toBe(PASSWORD_RESET_DONE);
    for (const severity of ['error', 'info', 'success'] as const) {
      expect(loginQueryText(severity, forged)).toBeNull();
      expect(loginQueryText(severity, null)).toBeNull();
    }
    expect(loginQueryText('error', PASSWORD_RESET_DONE)).toBeNull();
  });
  it('/auth/setup/email shows its own confirmation whatever the link says', () => {
    expect(setupEmailText(forged)).toBe(SETUP_EMAIL_SENT);
    expect(setupEmailText(null)).toBeNull();
  });
  it('an address or a path is shown only when it is one', () => {
    expect(shownEmail('maya.patel@demo.practicum.test')).toBe('maya.patel@demo.practicum.test');
    expect(shownEmail(`${forged} a@b.co`)).toBeNull();
    expect(shownEmail('call+15550100@evil.example. Your account is locked')).toBeNull();
    expect(shownPath('/admin/tools/mail')).toBe('/admin/tools/mail');
    expect(shownPath(`/x ${forged}`)).toBeNull();
    expect(shownPath('https://evil.example')).toBeNull();
  });
});
