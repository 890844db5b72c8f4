// What `npm start` prints once the app is up: where it runs, which database it uses and, outside production, the
// demo sign-ins and the links that join as a new user. Written for the person who started it, in their words.

export interface StartBannerInput {
  url: string;
  /** The built-in database, or null when DATABASE_URL names one. */
  embedded: { port: number; dataDir: string } | null;
  /** The demo people and links, left out in production. */
  demo?: {
    password: string;
    logins: readonly { role: string; email: string }[];
    /** The clinic's people, whose organization calls its trainees Interns. */
    clinicLogins: readonly { role: string; email: string }[];
    signup: {
      codes: readonly { role: string; code: string }[];
      invite: { id: string; code: string; email: string; role: string };
      inviteLink: { id: string; role: string };
    };
  };
}

const roleName = (role: string) => (role.charAt(0).toUpperCase() + role.slice(1)).padEnd(12);

export function startBanner({ url, embedded, demo }: StartBannerInput): string {
  const lines = [
    '',
    `Practicum is running at ${url}`,
    embedded
      ? `  Database: built-in PostgreSQL on port ${embedded.port} (data in ${embedded.dataDir})`
      : '  Database: the PostgreSQL server given in DATABASE_URL',
  ];
  if (demo) {
    lines.push('', `  Demo sign-ins (every password is ${demo.password}):`);
    for (const login of demo.logins) lines.push(`    ${roleName(login.role)} ${login.email}`);
    lines.push('  At a clinic whose trainees are called Interns (Riverside Community Clinic):');
    for (const login of demo.clinicLogins) lines.push(`    ${roleName(login.role)} ${login.email}`);
    lines.push('', `  Join as a new user (the verification email shows at ${url}/admin/tools/mail):`);
    for (const { role, code } of demo.signup.codes) lines.push(`    ${roleName(role)} ${url}/register/${code}`);
    const { invite, inviteLink } = demo.signup;
    lines.push(`    ${roleName(invite.role)} ${url}/register/invite/${invite.id}?code=${invite.code} (invitation for ${invite.email})`);
    lines.push(`    ${roleName(inviteLink.role)} ${url}/register/invite-link/${inviteLink.id} (invite link)`);
  }
  return lines.join('\n') + '\n';
}
