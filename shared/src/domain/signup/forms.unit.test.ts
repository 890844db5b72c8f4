import { afterAll, describe, expect, it } from '@jest/globals';
import { ValidationError } from '../../platform/errors.js';
import { stopStrengthEstimator, validatePassword } from '../../platform/passwordStrength/index.js';
import { VALID_PHONE_INTL } from '../identity/twoFactor.js';
import { checkAccountForm, checkDetailsForm, type PlaceDirectory } from './forms.js';
import { signupMessages, zipMessages } from './messages.js';
import { addressLabels, zipError } from './postcodes.js';
import { checkAnswers, checkLicenses, type SurveyQuestion } from './survey.js';

const errorsOf = async (run: () => unknown): Promise<Record<string, string[]>> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return {};
};

const places: PlaceDirectory = {
  countryName: (code) =>
    ({ US: 'United States', NZ: 'New Zealand', DE: 'Germany', CA: 'Canada', AS: 'American Samoa', LU: 'Luxembourg' })[code] ?? null,
  statesOf: (code) =>
    code === 'US'
      ? [
          { id: 'US-NY', name: 'New York' },
          { id: 'US-CA', name: 'California' },
        ]
      : code === 'LU'
        ? [{ id: 'LU-L', name: 'Luxembourg' }]
        : code === 'CA' || code === 'NZ'
          ? [
              { id: `${code}-1`, name: 'One' },
              { id: `${code}-2`, name: 'Two' },
            ]
          : [],
};
const account = {
  first_name: 'Ada',
  last_name: 'Byron',
  email: ' Ada@Example.org ',
  password: 'Harbor-Lantern-42!',
  password_confirmation: 'Harbor-Lantern-42!',
  terms_accepted: true,
  privacy_accepted: true,
};
const details = { phone: '2125550100', country_code: 'US', state_id: 'US-NY', zip: '10001', timezone: 'America/New_York' };

afterAll(stopStrengthEstimator);

describe('SIGNUP-12 SIGNUP-14 SIGNUP-15 SIGNUP-17 the account step', () => {
  it('accepts a complete account and lower-cases the email', async () => {
    expect((await checkAccountForm(account, validatePassword)).email).toBe('ada@example.org');
  });
  it('requires names and email, a matching confirmation and both acceptances', async () => {
    const errors = await errorsOf(() =>
      checkAccountForm(
        {
          ...account,
          first_name: '',
          last_name: '',
          email: '',
          password_confirmation: 'x',
          terms_accepted: false,
          privacy_accepted: false,
        },
        validatePassword,
      ),
    );
    expect(errors.first_name).toEqual(['The first name field is required.']);
    expect(errors.last_name).toEqual(['The last name field is required.']);
    expect(errors.email).toEqual(['The email field is required.']);
    expect(errors.password_confirmation).toEqual(['The password field confirmation does not match.']);
    expect(errors.terms_accepted).toEqual([signupMessages.termsRequired]);
    expect(errors.privacy_accepted).toEqual([signupMessages.privacyRequired]);
  });
  it('SIGNUP-15 an invalid password shows "please enter valid password" first', async () => {
    const errors = await errorsOf(() =>
      checkAccountForm({ ...account, password: 'short', password_confirmation: 'short' }, validatePassword),
    );
    expect(errors.password?.[0]).toBe('please enter valid password');
    expect(errors.password).toContain('The password field must be at least 10 characters.');
  });
});

describe('SIGNUP-18 SIGNUP-20 SIGNUP-22 SIGNUP-23 SIGNUP-25 the details step', () => {
  it('keeps the phone in international form and the chosen state', () => {
    expect(checkDetailsForm(details, places, 'supervisor')).toEqual({
      phone: '+12125550100',
      country_code: 'US',
      state_id: 'US-NY',
      zip: '10001',
      timezone: 'America/New_York',
      university_student_id: null,
    });
  });
  it('requires phone, country and timezone with the field name', async () => {
    const errors = await errorsOf(() => checkDetailsForm({ phone: '', country_code: '', timezone: '' }, places, 'trainee'));
    expect(errors).toMatchObject({
      phone: ['The mobile phone field is required.'],
      country_code: ['The country field is required.'],
      timezone: ['The timezone field is required.'],
    });
  });
  it('SIGNUP-23 SIGNUP-33 requires a state when the country lists more than one, named as labelled there, and picks the only one otherwise', async () => {
    expect((await errorsOf(() => checkDetailsForm({ ...details, state_id: null }, places, 'trainee'))).state_id).toEqual([
      'The state field is required.',
    ]);
    const elsewhere = { ...details, zip: '', state_id: null };
    expect((await errorsOf(() => checkDetailsForm({ ...elsewhere, country_code: 'CA' }, places, 'trainee'))).state_id).toEqual([
      'The province / territory field is required.',
    ]);
    expect((await errorsOf(() => checkDetailsForm({ ...elsewhere, country_code: 'NZ' }, places, 'trainee'))).state_id).toEqual([
      'The region field is required.',
    ]);
    expect(
      checkDetailsForm({ ...details, country_code: 'LU', phone: '+352 621 123 456', zip: '1234', state_id: null }, places, 'trainee')
        .state_id,
    ).toBe('LU-L');
  });
  it('SIGNUP-22 refuses a phone that is not valid internationally', async () => {
    expect((await errorsOf(() => checkDetailsForm({ ...details, phone: '555-0100' }, places, 'trainee'))).phone).toEqual([
      VALID_PHONE_INTL,
    ]);
  });
  it('refuses a timezone outside the spec list', async () => {
    expect((await errorsOf(() => checkDetailsForm({ ...details, timezone: 'Europe/Paris' }, places, 'trainee'))).timezone).toEqual([
      'The selected timezone is invalid.',
    ]);
  });
  it('SIGNUP-18 keeps the university student id for trainees only', () => {
    expect(checkDetailsForm({ ...details, university_student_id: 'S-1' }, places, 'trainee').university_student_id).toBe('S-1');
    expect(checkDetailsForm({ ...details, university_student_id: 'S-1' }, places, 'faculty').university_student_id).toBeNull();
  });
});

describe('SIGNUP-26 … SIGNUP-34 zip and postcode', () => {
  it.each([
    ['US', '12345'],
    ['US', '12345-6789'],
    ['CA', 'K1A 0B1'],
    ['GB', 'SW1A 1AA'],
    ['PR', '00901'],
    ['VI', '00802'],
    ['DE', '10115'],
    ['AS', '96799'],
    ['NL', '1234 AB'],
    ['NZ', '6011'],
    ['ZZ', 'anything goes'],
  ])('%s accepts %s', (country, zip) => expect(zipError(zip, country)).toBeNull());
  it('SIGNUP-26 trims and collapses spaces before checking', () => expect(zipError('  SW1A    1AA ', 'GB')).toBeNull());
  it('SIGNUP-29 DE rejects 01000 and 99999; AS accepts only 96799', () => {
    expect(zipError('01000', 'DE', 'Germany')).toBe('Please enter a valid postcode for Germany.');
    expect(zipError('99999', 'DE', 'Germany')).toBe('Please enter a valid postcode for Germany.');
    expect(zipError('96700', 'AS', 'American Samoa')).toBe('Please enter a valid postcode for American Samoa.');
  });
  it('SIGNUP-28 CA takes the Canadian postal format and GB the UK postcode, with the per-country message', () => {
    for (const zip of ['K1A 0B1', 'k1a0b1', 'M5V 3L9']) expect(zipError(zip, 'CA', 'Canada')).toBeNull();
    for (const zip of ['12345', 'D1A 0B1', 'K1A 0B'])
      expect(zipError(zip, 'CA', 'Canada')).toBe('Please enter a valid postal code for Canada.');
    for (const zip of ['SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'sw1a1aa']) expect(zipError(zip, 'GB', 'United Kingdom')).toBeNull();
    for (const zip of ['12345', 'SW1A', 'QQ1 1AA'])
      expect(zipError(zip, 'GB', 'United Kingdom')).toBe('Please enter a valid postcode for United Kingdom.');
  });
  it.each([
    ['IS', '101', '1011'],
    ['AT', '1010', '101'],
    ['FR', '75001', '7500'],
    ['IN', '110001', '11001'],
    ['NL', '1234 AB', '0123 AB'],
    ['NL', '1234AB', '1234 SS'],
    ['PL', '00-950', '00950'],
    ['BR', '01310-100', '0131'],
    ['IR', '11936-53471', '123'],
    ['CZ', '110 00', '1100'],
  ])('SIGNUP-30 %s accepts %s and refuses %s', (country, good, bad) => {
    expect(zipError(good, country, country)).toBeNull();
    expect(zipError(bad, country, country)).toBe(`Please enter a valid postcode for ${country}.`);
  });
  it('SIGNUP-30 a country without a pattern accepts anything', () => {
    for (const country of ['AE', 'HK']) expect(zipError('anything 123', country, country)).toBeNull();
  });
  it('SIGNUP-31 SIGNUP-32 picks valid_zip for US, valid_postcode for NZ, per country otherwise, generic without one', () => {
    expect(zipError('1234', 'US')).toBe(zipMessages.valid_zip);
    expect(zipError('12345', 'NZ')).toBe(zipMessages.valid_postcode);
    expect(zipError('12345', 'CA', 'Canada')).toBe('Please enter a valid postal code for Canada.');
    expect(zipError('12345', null)).toBe(zipMessages.valid_zip_generic);
    expect(zipError('   ', 'US')).toBeNull();
  });
  it('refuses a bad zip for the chosen country in the details step', async () => {
    expect((await errorsOf(() => checkDetailsForm({ ...details, zip: '1001' }, places, 'trainee'))).zip).toEqual([zipMessages.valid_zip]);
  });
  it('SIGNUP-33 SIGNUP-34 labels state, city and zip by country', () => {
    expect(addressLabels('CA')).toEqual({ state: 'Province / Territory', city: 'City', zip: 'Postal Code' });
    expect(addressLabels('NZ')).toEqual({ state: 'Region', city: 'Suburb', zip: 'Postcode' });
    expect(addressLabels('AU').city).toBe('Suburb');
    expect(['US', 'PR', 'VI'].map((c) => addressLabels(c).zip)).toEqual(['Zip', 'Zip', 'Zip']);
    expect(addressLabels('DE').zip).toBe('Postcode');
  });
});

const question = (id: string, ordering: number, fieldtype: SurveyQuestion['fieldtype']['name'], required = true): SurveyQuestion => ({
  id,
  role: 'supervisor',
  section: 1,
  body: `Question ${ordering}`,
  required,
  ordering,
  fieldtype: { name: fieldtype },
  values: [
    { id: `${id}-a`, value: 'A', is_other: false },
    { id: `${id}-o`, value: 'Other', is_other: true },
  ],
});

describe('SIGNUP-36 SIGNUP-37 SIGNUP-40 SIGNUP-44 survey answers', () => {
  const questions = [
    question('q2', 2, 'multiple'),
    question('q1', 1, 'single'),
    question('q3', 3, 'monthYearDate'),
    question('q4', 4, 'text', false),
  ];
  it('requires answers to required questions, keyed in question order', async () => {
    const errors = await errorsOf(() => checkAnswers({ answers: [] }, questions, '2026-11-21'));
    expect(Object.keys(errors)).toEqual(['answers.q1', 'answers.q2', 'answers.q3']);
    expect(errors['answers.q1']).toEqual([signupMessages.questionRequired]);
  });
  it('needs the "other" text when other is chosen, and a month no later than this one', async () => {
    const errors = await errorsOf(() =>
      checkAnswers(
        {
          answers: [
            { signup_question_id: 'q1', value_ids: ['q1-a'] },
            { signup_question_id: 'q2', value_ids: ['q2-o'] },
            { signup_question_id: 'q3', value_date: '2026-12' },
          ],
        },
        questions,
        '2026-11-21',
      ),
    );
    expect(errors).toEqual({ 'answers.q2': [signupMessages.otherRequired], 'answers.q3': [signupMessages.monthYearFuture] });
  });
  it('keeps valid answers', () => {
    const kept = checkAnswers(
      {
        answers: [
          { signup_question_id: 'q1', value_ids: ['q1-a'] },
          { signup_question_id: 'q2', value_ids: ['q2-o'], other_text: 'Play therapy' },
          { signup_question_id: 'q3', value_date: '2019-05' },
        ],
      },
      questions,
      '2026-11-21',
    );
    expect(kept.map((a) => a.signup_question_id)).toEqual(['q1', 'q2', 'q3']);
  });
});

describe('SIGNUP-41 SIGNUP-42 supervisor licences', () => {
  const isState = (id: string) => id === 'US-NY';
  it('needs a number, a state and a discipline on every row', async () => {
    expect(
      await errorsOf(() => checkLicenses({ supervisor_licenses: [{ license_number: '', state_id: null, discipline_id: null }] }, isState)),
    ).toEqual({
      'supervisor_licenses.0.license_number': [signupMessages.licenseNumberRequired],
      'supervisor_licenses.0.state_id': [signupMessages.licenseStateRequired],
      'supervisor_licenses.0.discipline_id': [signupMessages.licenseDisciplineRequired],
    });
  });
  it('accepts 00000 for an unlicensed supervisor', () => {
    expect(
      checkLicenses({ supervisor_licenses: [{ license_number: '00000', state_id: 'US-NY', discipline_id: 'psychology' }] }, isState),
    ).toHaveLength(1);
  });
});
