/** The 47 prefectures of Japan in their official order (JIS X 0401), named in both languages. */
export const PREFECTURES = [
  { code: 1, ja: '北海道', ko: '홋카이도' }, { code: 2, ja: '青森県', ko: '아오모리현' }, { code: 3, ja: '岩手県', ko: '이와테현' },
  { code: 4, ja: '宮城県', ko: '미야기현' }, { code: 5, ja: '秋田県', ko: '아키타현' }, { code: 6, ja: '山形県', ko: '야마가타현' },
  { code: 7, ja: '福島県', ko: '후쿠시마현' }, { code: 8, ja: '茨城県', ko: '이바라키현' }, { code: 9, ja: '栃木県', ko: '도치기현' },
  { code: 10, ja: '群馬県', ko: '군마현' }, { code: 11, ja: '埼玉県', ko: '사이타마현' }, { code: 12, ja: '千葉県', ko: '지바현' },
  { code: 13, ja: '東京都', ko: '도쿄도' }, { code: 14, ja: '神奈川県', ko: '가나가와현' }, { code: 15, ja: '新潟県', ko: '니가타현' },
  { code: 16, ja: '富山県', ko: '도야마현' }, { code: 17, ja: '石川県', ko: '이시카와현' }, { code: 18, ja: '福井県', ko: '후쿠이현' },
  { code: 19, ja: '山梨県', ko: '야마나시현' }, { code: 20, ja: '長野県', ko: '나가노현' }, { code: 21, ja: '岐阜県', ko: '기후현' },
  { code: 22, ja: '静岡県', ko: '시즈오카현' }, { code: 23, ja: '愛知県', ko: '아이치현' }, { code: 24, ja: '三重県', ko: '미에현' },
  { code: 25, ja: '滋賀県', ko: '시가현' }, { code: 26, ja: '京都府', ko: '교토부' }, { code: 27, ja: '大阪府', ko: '오사카부' },
  { code: 28, ja: '兵庫県', ko: '효고현' }, { code: 29, ja: '奈良県', ko: '나라현' }, { code: 30, ja: '和歌山県', ko: '와카야마현' },
  { code: 31, ja: '鳥取県', ko: '돗토리현' }, { code: 32, ja: '島根県', ko: '시마네현' }, { code: 33, ja: '岡山県', ko: '오카야마현' },
  { code: 34, ja: '広島県', ko: '히로시마현' }, { code: 35, ja: '山口県', ko: '야마구치현' }, { code: 36, ja: '徳島県', ko: '도쿠시마현' },
  { code: 37, ja: '香川県', ko: '가가와현' }, { code: 38, ja: '愛媛県', ko: '에히메현' }, { code: 39, ja: '高知県', ko: '고치현' },
  { code: 40, ja: '福岡県', ko: '후쿠오카현' }, { code: 41, ja: '佐賀県', ko: '사가현' }, { code: 42, ja: '長崎県', ko: '나가사키현' },
  { code: 43, ja: '熊本県', ko: '구마모토현' }, { code: 44, ja: '大分県', ko: '오이타현' }, { code: 45, ja: '宮崎県', ko: '미야자키현' },
  { code: 46, ja: '鹿児島県', ko: '가고시마현' }, { code: 47, ja: '沖縄県', ko: '오키나와현' },
] as const;

/** Orders store the Japanese name: it is what a Japanese courier reads on the label. */
export const PREFECTURE_NAMES: readonly string[] = PREFECTURES.map((p) => p.ja);
