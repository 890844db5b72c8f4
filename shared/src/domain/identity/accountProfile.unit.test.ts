import { describe, expect, it } from '@jest/globals';
import { type UserState, evolve, initialState } from './state.js';
import { ConflictError, ValidationError } from '../../platform/errors.js';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { userRegistered } from '../../testing/userEvents.js';
import { changeEmail, changeProfilePhoto, dismissProfilePhotoPrompt, releaseEmail } from './accountProfile.js';
import { emailReservationDecider } from './decider.js';

const user: UserState = evolve(initialState(), userRegistered());

describe('AUTH-13 email change and its reservations', () => {
  it('records the old and the new email; the same email is "already yours"', () => {
    expect(changeEmail(user, 'tara@new.test')).toEqual([
      { type: 'UserEmailChanged', data: { userId: 'u1', oldEmail: 'tara@example.test', newEmail: 'tara@new.test' } },
    ]);
    expect(() => changeEmail(user, 'tara@example.test')).toThrow(ValidationError);
    expect(() => changeEmail(user, 'tara@example.test')).toThrow('This is already your email.');
    const changed = evolve(user, changeEmail(user, 'tara@new.test')[0]!);
    expect(changed.status === 'registered' && changed.email).toBe('tara@new.test');
  });

  it('accepts a new reservation of a released email, not of a held one', () => {
    deciderSpec(emailReservationDecider)
      .given([
        { type: 'UserEmailReserved', data: { email: 'a@b.test', userId: 'u1' } },
        { type: 'UserEmailReleased', data: { email: 'a@b.test', userId: 'u1' } },
      ])
      .when({ type: 'ReserveEmail', data: { email: 'a@b.test', userId: 'u2' } })
      .then([{ type: 'UserEmailReserved', data: { email: 'a@b.test', userId: 'u2' } }]);
  });

  it('releases only a reservation the user holds', () => {
    expect(releaseEmail('u1', 'a@b.test', 'u1')).toEqual([{ type: 'UserEmailReleased', data: { email: 'a@b.test', userId: 'u1' } }]);
    expect(() => releaseEmail('u2', 'a@b.test', 'u1')).toThrow(ConflictError);
    expect(() => releaseEmail(null, 'a@b.test', 'u1')).toThrow(ConflictError);
  });
});

describe('AUTH-13 profile photo', () => {
  it('sets a photo once and dismisses the prompt once', () => {
    const [photo] = changeProfilePhoto(user, 'f1');
    expect(photo).toEqual({ type: 'ProfilePhotoChanged', data: { userId: 'u1', uuid: 'f1' } });
    expect(changeProfilePhoto(evolve(user, photo!), 'f1')).toEqual([]);
    const [dismissed] = dismissProfilePhotoPrompt(user);
    expect(dismissProfilePhotoPrompt(evolve(user, dismissed!))).toEqual([]);
  });
});
