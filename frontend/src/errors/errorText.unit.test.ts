import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'ra-core';
import { errorTextOf } from './errorText';
import { en } from '../i18n/en';

// the app's own English catalogue, looked up as react-admin's translate does: the key's text, else the fallback
const translate = (key: string, options?: { _: string }): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof text === 'string' ? text : (options?._ ?? key);
};

describe('SPINE-18 SPINE-28 an error a screen shows itself', () => {
  it('shows a 403 as the catalogue’s sentence, not its key', () => {
    expect(errorTextOf(new HttpError('app.errors.forbidden', 403, { message: 'no' }), translate)).toBe(
      'You do not have permission to access this page',
    );
  });

  it('shows a 403 with the reason the server gave for it, the catalogue’s sentence when it gave none', () => {
    const hipaa = 'You must complete the HIPAA course before using live sessions.';
    expect(
      errorTextOf(new HttpError('app.errors.forbidden', 403, { message: 'app.errors.forbidden', server_message: hipaa }), translate),
    ).toBe(hipaa);
    expect(errorTextOf(new HttpError('app.errors.forbidden', 403, { server_message: null }), translate)).toBe(
      'You do not have permission to access this page',
    );
    expect(errorTextOf(new HttpError('app.errors.not_found', 404, { server_message: 'No such thing' }), translate)).toBe(
      translate('app.errors.not_found'),
    );
  });

  it('shows the named field’s own error first, then the server’s sentence as it came', () => {
    const refused = new HttpError('Please check the form.', 422, { errors: { guest_name: 'The guest name field is required.' } });
    expect(errorTextOf(refused, translate, 'guest_name')).toBe('The guest name field is required.');
    expect(errorTextOf(refused, translate, 'body')).toBe('Please check the form.');
    expect(errorTextOf(new HttpError('', 422, { errors: { body: ['Too long.', 'Not allowed.'] } }), translate, 'body')).toBe(
      'Too long. Not allowed.',
    );
  });

  it('falls back to the server-error sentence for something that is not an error', () => {
    expect(errorTextOf('boom', translate)).toBe(translate('app.errors.server'));
    expect(translate('app.errors.server')).not.toBe('app.errors.server');
  });
});
