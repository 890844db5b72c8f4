import { describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, demoLogins } from './seed/demoData.js';
import { clinicLogins } from './seed/demoClinic.js';
import { demoSignup } from './seed/demoSignup.js';
import { startBanner } from './startBanner.js';

const url = 'http://127.0.0.1:3000';
const demo = { password: DEMO_PASSWORD, logins: demoLogins, clinicLogins, signup: demoSignup };

describe('the banner npm start prints', () => {
  const banner = startBanner({ url, embedded: { port: 54329, dataDir: '/srv/practicum/.data/postgres' }, demo });

  it('says where the app runs, the built-in database, every demo sign-in and the links that join as a new user', () => {
    expect(banner).toContain(`Practicum is running at ${url}`);
    expect(banner).toContain('Database: built-in PostgreSQL on port 54329 (data in /srv/practicum/.data/postgres)');
    expect(banner).toContain(`Demo sign-ins (every password is ${DEMO_PASSWORD}):`);
    for (const login of [...demoLogins, ...clinicLogins]) expect(banner).toMatch(new RegExp(`^ {4}\\w+ +${login.email}$`, 'm'));
    expect(banner).toContain(`Join as a new user (the verification email shows at ${url}/admin/tools/mail):`);
    for (const { code } of demoSignup.codes) expect(banner).toContain(`${url}/register/${code}\n`);
    expect(banner).toContain(`(invitation for ${demoSignup.invite.email})`);
    expect(banner).toContain(`${url}/register/invite-link/${demoSignup.inviteLink.id} (invite link)`);
    expect(banner).toMatch(/^ {4}Coordinator +coordinator@demo\.practicum\.test$/m);
  });

  it('names no issue, spec section or other word from inside the project', () => {
    expect(banner).not.toMatch(/\bissues?\b|#\d|§|\bstop \d|\bTODO\b|seed|projection|event store/i);
  });

  it('in production names the database it was given and no demo sign-in', () => {
    const production = startBanner({ url, embedded: null });
    expect(production).toContain('Database: the PostgreSQL server given in DATABASE_URL');
    expect(production).not.toMatch(/demo|password|register/i);
  });
});
