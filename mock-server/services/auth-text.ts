import type { Language } from '../../src/shared/constants';
import { LIMITS } from '../../src/shared/constants';

/** A moment as Seoul reads it, in the reader's language: "2026년 12월 1일 오후 2:00", "2026年12月1日 14:00". */
const seoulTime = (lang: Language, at: number) =>
  new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'ko-KR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  }).format(at);

/** The auth service's own sentences, for refusals whose catalogue text is too general. */
export const AUTH_TEXT = {
  ko: {
    rateLimited: (seconds: number) => `요청이 너무 많습니다. ${seconds}초 후에 다시 시도해 주세요.`,
    codeExpired: '인증번호가 만료되었습니다. 새 인증번호를 받아 주세요.',
    noCode: '인증번호를 먼저 요청해 주세요.',
    consentsRequired: '필수 약관(개인정보 처리방침, 이용약관)에 동의해 주세요.',
    unknownTheme: '존재하지 않는 테마가 포함되어 있습니다.',
    unknownRegion: '존재하지 않는 지역이 포함되어 있습니다.',
    keyExpired: '보안 키가 만료되었습니다. 다시 시도해 주세요.',
    socialFailed: '소셜 로그인 정보를 확인할 수 없습니다. 처음부터 다시 시도해 주세요.',
    socialEmailTaken: '이 이메일로 이미 가입된 계정이 있습니다. 이메일로 로그인해 주세요.',
    suspended: (until: number) =>
      `${seoulTime('ko', until)}까지 이용이 정지된 계정입니다. 자세한 내용은 관리자에게 문의해 주세요.`,
    mail: {
      codeSubject: '[타비로그] 이메일 인증번호',
      codeBody: (code: string) => `인증번호는 ${code} 입니다. 10분 안에 입력해 주세요.`,
      tempSubject: '[타비로그] 임시 비밀번호',
      tempBody: (password: string) =>
        `임시 비밀번호는 ${password} 입니다. 24시간 동안 쓸 수 있고, 이 비밀번호로 로그인하면 새 비밀번호가 됩니다. 요청하지 않으셨다면 이 메일은 무시하세요. 지금 비밀번호도 그대로 쓸 수 있습니다.`,
      socialBody: (provider: string) =>
        `이 이메일은 ${provider} 계정으로 가입되어 있어 비밀번호가 없습니다. ${provider}로 로그인해 주세요. 요청하지 않으셨다면 이 메일은 무시하세요.`,
    },
  },
  ja: {
    rateLimited: (seconds: number) => `リクエストが多すぎます。${seconds}秒後にもう一度お試しください。`,
    codeExpired: '認証コードの有効期限が切れました。新しい認証コードを受け取ってください。',
    noCode: '先に認証コードをリクエストしてください。',
    consentsRequired: '必須の規約（個人情報の取り扱い、利用規約）に同意してください。',
    unknownTheme: '存在しないテーマが含まれています。',
    unknownRegion: '存在しない地域が含まれています。',
    keyExpired: 'セキュリティキーの有効期限が切れました。もう一度お試しください。',
    socialFailed: 'ソーシャルログインの情報を確認できません。最初からやり直してください。',
    socialEmailTaken: 'このメールアドレスで登録済みのアカウントがあります。メールでログインしてください。',
    suspended: (until: number) =>
      `${seoulTime('ja', until)}まで利用停止中のアカウントです。詳しくは管理者にお問い合わせください。`,
    mail: {
      codeSubject: '[タビログ] メール認証コード',
      codeBody: (code: string) => `認証コードは ${code} です。10分以内に入力してください。`,
      tempSubject: '[タビログ] 仮パスワード',
      tempBody: (password: string) =>
        `仮パスワードは ${password} です。24時間有効で、このパスワードでログインすると新しいパスワードになります。お心当たりがない場合は、このメールを無視してください。今のパスワードもそのまま使えます。`,
      socialBody: (provider: string) =>
        `このメールアドレスは${provider}アカウントで登録されているため、パスワードはありません。${provider}でログインしてください。お心当たりがない場合は、このメールを無視してください。`,
    },
  },
} satisfies Record<Language, unknown>;

export const text = (lang: Language) => AUTH_TEXT[lang];
export const CODE_LENGTH = LIMITS.verificationCode;
