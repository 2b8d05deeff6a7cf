/** Something@something.tld, without spaces: what the spec calls an email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
