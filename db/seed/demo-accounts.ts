/** The accounts the README names: every screen of the demo is seen through them. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@tabi.test', password: 'demo1234', nickname: '데모유저', language: 'ko', nationality: 'KR' },
  { email: 'demo-ja@tabi.test', password: 'demo1234', nickname: 'たびこさん', language: 'ja', nationality: 'JP' },
] as const;
