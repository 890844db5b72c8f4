import { describe, expect, it } from '@jest/globals';
import { signupMessages } from '@practicum/shared/domain/signup/messages';
import { notFoundText } from './notFoundMessage';

describe('/404?error= (SIGNUP-58, 59)', () => {
  it('shows the messages the app sends there', () => {
    expect(notFoundText(signupMessages.signupLinkInvalid)).toEqual({ message: signupMessages.signupLinkInvalid });
    expect(notFoundText(signupMessages.verificationInvalid)).toEqual({ message: signupMessages.verificationInvalid });
    expect(notFoundText('app.errors.not_found')).toEqual({ key: 'app.errors.not_found' });
  });
  it('shows nothing of a text a link made up (phishing), nor of a near miss or an unknown key', () => {
    for (const forged of [
      'Your account is locked. Call +1 555 0100 to unlock it.',
      `${signupMessages.signupLinkInvalid} Call +1 555 0100.`,
      'app.errors.title_404',
      '<img src=x onerror=alert(1)>',
      '',
      null,
    ])
      expect(notFoundText(forged)).toBeNull();
  });
});
