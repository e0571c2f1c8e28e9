/** The demo password at today's hashing cost, made by scripts/seed-password-hash.ts (decision 020). */
export const SEEDED_PASSWORD_HASH =
  'scrypt$131072$8$1$SC9W8fZVoh0+Ct1OybiPEg==$CXZp2LOzm/Mxi6KM9NjWhf2hcRvQ4r4v+hGdyLLeRtA=';
