import { z } from 'zod';
import { AGE_GROUPS, GENDERS, LIMITS, NATIONALITIES, SOCIAL_PROVIDERS, type SocialProvider } from '../constants';
import { endpoint, fields, none, PROFILE_IMAGE_MAX_CHARS } from '../endpoint';
import { nicknameProblem } from '../nickname';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  // The document shows the format of what is sent, the input side of the pipe.
  .meta({ format: 'email' })
  .pipe(z.email({ error: 'INVALID_EMAIL' }));
/** The password travels RSA-OAEP encrypted (base64); its 6-12 length is checked after decryption. */
export const encryptedPassword = z.string().min(1).max(1024);
/** NFC, 3-6 letters, digits or underscores, nothing hidden: the rule of `nicknameProblem`. */
export const nicknameField = z
  .string()
  .normalize('NFC')
  .trim()
  .min(LIMITS.nicknameMin, { error: 'nickname.length' })
  .max(LIMITS.nicknameMax, { error: 'nickname.length' })
  .refine((nickname) => nicknameProblem(nickname) === null, { error: 'nickname.chars' });
export const codeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, { error: 'INVALID_CODE' });
const accessData = z.object({ access: z.string() });

export { SOCIAL_PROVIDERS, type SocialProvider };

/**
 * Social sign-in, in two steps on the same call: without `code` the answer is where to send the
 * person (the provider's consent page, possibly relative to the API host); with the `code` the
 * provider handed back, a known account is signed in and a new one gets a `socialToken` to join with.
 */
const socialLoginRequest = z.object({
  redirectUri: z.url({ protocol: /^https?$/ }).max(2000),
  code: z.string().min(1).max(200).optional(),
  state: z.string().max(200).optional(),
  language: fields.language.optional(),
});
const socialNeedsJoin = z.object({
  status: z.literal('needsJoin'),
  socialToken: z.string(),
  email: z.string().nullable(),
  name: z.string(),
});
const socialLoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authorize'), authorizeUrl: z.string() }),
  z.object({ status: z.literal('signedIn'), access: z.string() }),
  socialNeedsJoin,
]);
const appSocialLoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn') }),
  socialNeedsJoin,
]);

export const auth = {
  reissue: endpoint({
    path: '/api/auth/reissue',
    access: 'public',
    errors: ['UNAUTHORIZED'],
    session: { readsRefreshCookie: true, setsRefreshCookie: true, accessHeader: true },
    summary: 'New access token from the refresh cookie, in the `access` response header; 401 otherwise',
    request: z.object({}),
    response: z.object({}),
  }),
  logout: endpoint({
    path: '/logout',
    access: 'public',
    session: { readsRefreshCookie: true, setsRefreshCookie: true },
    summary: 'Revokes the refresh token and clears its cookie',
    request: z.object({}),
    response: z.object({}),
  }),
  publicKey: endpoint({
    path: '/api/auth/security/public-key',
    access: 'public',
    summary: 'RSA-2048 SPKI PEM for RSA-OAEP-SHA256 password encryption; keys rotate hourly, the last 3 stay valid',
    request: none,
    response: z.object({ keyId: z.string(), publicKey: z.string() }),
  }),
  checkEmail: endpoint({
    path: '/api/auth/check-email',
    access: 'public',
    errors: ['INVALID_EMAIL', 'EMAIL_TAKEN', 'RATE_LIMITED'],
    summary: 'Is this e-mail free to join with; RATE_LIMITED past 30 an hour from one address',
    request: z.object({ email: emailField }),
    response: z.object({ available: z.literal(true) }),
  }),
  sendVerificationCode: endpoint({
    path: '/api/auth/email/verification-code',
    access: 'public',
    errors: ['INVALID_EMAIL', 'RATE_LIMITED'],
    summary: 'Mails a 6-character code, valid 10 minutes; replaces an earlier one. RATE_LIMITED when sent too often',
    request: z.object({ email: emailField }),
    response: z.object({ expiresAt: z.number() }),
  }),
  verifyCode: endpoint({
    path: '/api/auth/email/verify-code',
    access: 'public',
    errors: ['INVALID_EMAIL', 'INVALID_CODE', 'CODE_LOCKED'],
    summary: 'Checks the code; 5 wrong tries lock it (CODE_LOCKED)',
    request: z.object({ email: emailField, code: codeField }),
    response: z.object({ verified: z.literal(true) }),
  }),
  checkNickname: endpoint({
    path: '/api/auth/check-nickname',
    access: 'public',
    errors: ['NICKNAME_TAKEN'],
    summary: 'Is this nickname free',
    request: z.object({ nickname: nicknameField }),
    response: z.object({ available: z.literal(true) }),
  }),
  joinUser: endpoint({
    path: '/api/auth/join-user',
    access: 'public',
    errors: ['INVALID_EMAIL', 'EMAIL_NOT_VERIFIED', 'EMAIL_TAKEN', 'NICKNAME_TAKEN', 'NO_TUTORIAL_DATA'],
    session: { setsRefreshCookie: true },
    summary:
      'Creates the account with the tutorial answers; credits 5,000 + 4 x 100 points. E-mail join sends email, password and keyId; a social join sends the socialToken of google_login or apple_login instead',
    request: z
      .object({
        email: emailField.optional(),
        password: encryptedPassword.optional(),
        keyId: z.string().min(1).optional(),
        socialToken: z.string().min(1).max(200).optional(),
        nickname: nicknameField,
        language: fields.language,
        nationality: z.enum(NATIONALITIES),
        themeIds: z.array(fields.id).max(20),
        regionIds: z.array(fields.id).max(8),
        ageGroup: z.enum(AGE_GROUPS).nullable(),
        gender: z.enum(GENDERS).nullable(),
        consents: z.object({ privacy: z.boolean(), terms: z.boolean(), marketing: z.boolean() }),
        profileImage: z.string().max(PROFILE_IMAGE_MAX_CHARS).nullable().optional(),
        keepLoggedIn: z.boolean().optional(),
      })
      .refine(
        (b) =>
          b.socialToken !== undefined || (b.email !== undefined && b.password !== undefined && b.keyId !== undefined),
        { error: 'required' },
      ),
    response: accessData,
    maxBodyBytes: PROFILE_IMAGE_MAX_CHARS + 64 * 1024,
  }),
  loginEmail: endpoint({
    path: '/api/auth/login/email',
    access: 'public',
    errors: ['INVALID_EMAIL', 'LOGIN_FAILED', 'WITHDRAWN', 'SUSPENDED', 'RATE_LIMITED'],
    session: { setsRefreshCookie: true },
    summary: 'E-mail login; sets the refresh cookie (30 days with keepLoggedIn). RATE_LIMITED after repeated failures',
    request: z.object({
      email: emailField,
      password: encryptedPassword,
      keyId: z.string().min(1),
      keepLoggedIn: z.boolean(),
    }),
    response: accessData,
  }),
  tempPassword: endpoint({
    path: '/api/auth/email/temp-password',
    access: 'public',
    errors: ['INVALID_EMAIL'],
    summary:
      "Sets and mails a temporary password (the mail's code). The same answer for every e-mail: none joined (or withdrawn) gets no mail, a Google or Apple member a note; past 5 an hour per address and e-mail, or 30 per address, accepted and nothing mailed",
    request: z.object({ email: emailField }),
    response: z.object({ sent: z.literal(true) }),
  }),
  googleLogin: endpoint({
    path: '/api/login/google_login',
    access: 'public',
    errors: ['LOGIN_FAILED', 'EMAIL_TAKEN', 'WITHDRAWN', 'SUSPENDED'],
    session: { setsRefreshCookie: true },
    summary:
      'Google sign-in (the mock server plays the provider): without code the consent page URL, with it a session or a socialToken to join with',
    request: socialLoginRequest,
    response: socialLoginResponse,
  }),
  appleLogin: endpoint({
    path: '/api/login/apple_login',
    access: 'public',
    errors: ['LOGIN_FAILED', 'EMAIL_TAKEN', 'WITHDRAWN', 'SUSPENDED'],
    session: { setsRefreshCookie: true },
    summary: 'Apple sign-in (the mock server plays the provider), as google_login',
    request: socialLoginRequest,
    response: socialLoginResponse,
  }),
  appGoogleLogin: endpoint({
    path: '/api/login/app_google_login',
    access: 'public',
    errors: ['LOGIN_FAILED', 'EMAIL_TAKEN', 'WITHDRAWN', 'SUSPENDED'],
    session: { setsRefreshCookie: true, accessHeader: true },
    summary: "Google sign-in from the app with the provider's code; the token comes in the `access` response header",
    request: z.object({
      code: z.string().min(1).max(200),
      redirectUri: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional(),
      keepLoggedIn: z.boolean().optional(),
    }),
    response: appSocialLoginResponse,
  }),
};
