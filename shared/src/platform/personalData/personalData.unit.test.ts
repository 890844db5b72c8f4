// Issue 20 item 5: sealing personal fields, opening them, and what an erased one reads as.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { open, openAll, partsOf, sealEvent, subjectsIn } from './cipher.js';
import { userEmailStream } from './emailStream.js';
import type { EventToAppend } from '../eventstore/types.js';

const subject = '7d0b6a52-3c1e-4f8a-9b2d-5e6f7a8b9c0d';
const key = randomBytes(32);
const metadata = {} as EventToAppend['metadata'];
const registered: EventToAppend = {
  type: 'UserRegistered',
  data: { userId: subject, first_name: 'Theo', last_name: 'Turner', email: 'theo@example.test', status: 'active' },
  metadata,
};

describe('issue 20 personal data sealing', () => {
  it('seals only the personal fields, and opens them with the key', () => {
    const sealed = sealEvent(registered, new Map([[subject, key]]));
    expect(sealed.data).toMatchObject({ userId: subject, status: 'active' });
    expect(JSON.stringify(sealed.data)).not.toMatch(/Theo|Turner|theo@/);
    expect([...subjectsIn(sealed.data, new Set())]).toEqual([subject]);
    expect(openAll(sealed.data, (parts) => open(key, parts))).toEqual(registered.data);
  });

  it('reads an erased person (no key, or a wrong one) as "Erased person" and a reserved address', () => {
    const sealed = sealEvent(registered, new Map([[subject, key]]));
    const erased = openAll(sealed.data, (parts) => open(null, parts)) as Record<string, string>;
    expect(`${erased.first_name} ${erased.last_name}`).toBe('Erased person');
    expect(erased.email).toBe('erased-7d0b6a52@erased.invalid');
    const wrong = openAll(sealed.data, (parts) => open(randomBytes(32), parts)) as Record<string, string>;
    expect(wrong.first_name).toBe('Erased');
  });

  it('walks arrays (sign-up answers) and leaves nulls alone', () => {
    const signedUp: EventToAppend = {
      type: 'UserSignedUp',
      data: { userId: subject, details: { phone: '5551234567', zip: null }, answers: [{ value_text: 'About me' }, { value_text: null }] },
      metadata,
    };
    const sealed = sealEvent(signedUp, new Map([[subject, key]])).data as {
      details: { phone: string; zip: null };
      answers: { value_text: string | null }[];
    };
    expect(partsOf(sealed.details.phone)?.kind).toBe('text');
    expect(sealed.details.zip).toBeNull();
    expect(partsOf(sealed.answers[0]!.value_text!)?.subject).toBe(subject);
    expect(sealed.answers[1]!.value_text).toBeNull();
  });

  it('writes an event about someone already erased as erased', () => {
    const sealed = sealEvent(registered, new Map([[subject, null]]));
    expect(sealed.data).toMatchObject({ first_name: 'Erased', last_name: 'person' });
  });

  it('names a reservation stream by a keyed hash of the normalized address', () => {
    expect(userEmailStream(' Theo@Example.test ')).toBe(userEmailStream('theo@example.test'));
    expect(userEmailStream('theo@example.test')).toMatch(/^user-email-[0-9a-f]{64}$/);
  });
});
