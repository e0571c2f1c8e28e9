import type { Language } from './constants';
import { LIMITS } from './constants';

/**
 * Messages that schemas name by key (`{ error: 'nickname.length' }`), so the server and the client
 * show the same sentence for the same rule.
 */
export const FIELD_MESSAGES = {
  ko: {
    'password.length': `비밀번호는 ${LIMITS.passwordMin}~${LIMITS.passwordMax}자로 입력해 주세요.`,
    'nickname.length': `닉네임은 ${LIMITS.nicknameMin}~${LIMITS.nicknameMax}자로 입력해 주세요.`,
    'nickname.chars': '닉네임에는 문자, 숫자, 밑줄(_)만 사용할 수 있습니다.',
    'code.format': `인증번호는 영문 또는 숫자 ${LIMITS.verificationCode}자리입니다.`,
    'feed.title': `제목을 입력해 주세요. (최대 ${LIMITS.feedTitle}자)`,
    'feed.contents': `내용을 입력해 주세요. (최대 ${LIMITS.feedContents}자)`,
    'feed.theme': '테마를 먼저 선택해 주세요.',
    'feed.images': `사진은 최대 ${LIMITS.imagesPerPost}장까지 올릴 수 있습니다.`,
    'image.invalid': '올바른 이미지 파일이 아닙니다.',
    'image.format':
      '이 형식의 사진(HEIC 등)은 올릴 수 없습니다. JPEG, PNG, WebP, GIF, AVIF 사진을 골라 주세요. iPhone은 설정 › 카메라 › 포맷에서 ‘높은 호환성’을 고르면 JPEG로 저장됩니다.',
    'image.size': `사진은 한 장에 ${LIMITS.imageBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`,
    comment: `댓글을 입력해 주세요. (최대 ${LIMITS.comment}자)`,
    report: `신고 사유를 입력해 주세요. (최대 ${LIMITS.report}자)`,
    memo: `메모는 최대 ${LIMITS.memo}자까지 입력할 수 있습니다.`,
    'plan.regions': '지역을 하나 이상 선택해 주세요.',
    'plan.date': '여행 시작일을 선택해 주세요.',
    'zip.jp': '우편번호 7자리를 입력해 주세요.',
    'zip.kr': '우편번호 5자리를 입력해 주세요.',
    prefecture: '도도부현을 선택해 주세요.',
    city: '시구정촌을 입력해 주세요.',
    block: '번지를 입력해 주세요.',
    'address.basic': '기본 주소를 입력해 주세요.',
    'address.detail': '상세 주소를 입력해 주세요.',
    lastName: '성을 입력해 주세요.',
    firstName: '이름을 입력해 주세요.',
    phone: '올바른 전화번호를 입력해 주세요.',
    required: '필수 정보를 입력해 주세요.',
    instagram: '인스타그램 아이디 또는 주소를 올바르게 입력해 주세요.',
    'search.query': '검색어를 입력해 주세요. (최대 100자)',
  },
  ja: {
    'password.length': `パスワードは${LIMITS.passwordMin}〜${LIMITS.passwordMax}文字で入力してください。`,
    'nickname.length': `ニックネームは${LIMITS.nicknameMin}〜${LIMITS.nicknameMax}文字で入力してください。`,
    'nickname.chars': 'ニックネームには文字、数字、アンダースコア(_)のみ使えます。',
    'code.format': `認証コードは英数字${LIMITS.verificationCode}桁です。`,
    'feed.title': `タイトルを入力してください。（最大${LIMITS.feedTitle}文字）`,
    'feed.contents': `内容を入力してください。（最大${LIMITS.feedContents}文字）`,
    'feed.theme': '先にテーマを選択してください。',
    'feed.images': `写真は最大${LIMITS.imagesPerPost}枚までです。`,
    'image.invalid': '正しい画像ファイルではありません。',
    'image.format':
      'この形式の写真（HEICなど）はアップロードできません。JPEG・PNG・WebP・GIF・AVIFの写真を選んでください。iPhoneでは「設定 › カメラ › フォーマット」で「互換性優先」を選ぶとJPEGで保存されます。',
    'image.size': `写真は1枚${LIMITS.imageBytes / 1024 / 1024}MBまでアップロードできます。`,
    comment: `コメントを入力してください。（最大${LIMITS.comment}文字）`,
    report: `通報理由を入力してください。（最大${LIMITS.report}文字）`,
    memo: `メモは最大${LIMITS.memo}文字までです。`,
    'plan.regions': '地域を1つ以上選択してください。',
    'plan.date': '旅行の開始日を選択してください。',
    'zip.jp': '郵便番号7桁を入力してください。',
    'zip.kr': '郵便番号5桁を入力してください。',
    prefecture: '都道府県を選択してください。',
    city: '市区町村を入力してください。',
    block: '番地を入力してください。',
    'address.basic': '基本住所を入力してください。',
    'address.detail': '詳細住所を入力してください。',
    lastName: '姓を入力してください。',
    firstName: '名を入力してください。',
    phone: '正しい電話番号を入力してください。',
    required: '必須情報を入力してください。',
    instagram: 'Instagramのユーザー名またはURLを正しく入力してください。',
    'search.query': '検索語を入力してください。（最大100文字）',
  },
} satisfies Record<Language, Record<string, string>>;

export type FieldMessageKey = keyof (typeof FIELD_MESSAGES)['ko'];
export const isFieldMessageKey = (value: string): value is FieldMessageKey => value in FIELD_MESSAGES.ko;
