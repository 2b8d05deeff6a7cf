/** E-mail address and password of a staff account. */
export interface Account {
  email: string;
  password: string;
}

/** The staff account the e2e server creates as its first account (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const staff = {
  email: 'e2e.beheerder@example.be',
  password: 'e2e-wachtwoord-lang-genoeg',
};
