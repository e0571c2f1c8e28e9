import { expect as baseExpect, expectAccessible, loginAsDemo, memberCall, test } from './fixtures';

// Several helpers share two CPUs: a reload can take longer than the default wait.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

test('an operator hides a reported post in the console: its author sees it hidden with the reason, another member no longer finds it', async ({
  browser,
  page,
  mock,
}) => {
  const word = `보라골목${Math.random().toString(36).slice(2, 6)}`;
  const author = await mock.createUser();
  await loginAsDemo(page, author.email, author.password);
  const { feedId } = await memberCall(page, '/api/feed/write-feed', {
    themeId: 1,
    title: `${word} 산책`,
    contents: '광고 링크가 가득한 글',
    language: 'ko',
    images: [],
  });

  const readerContext = await browser.newContext({ locale: 'ja-JP' });
  const readerPage = await readerContext.newPage();
  const reader = await mock.createUser({ language: 'ja' });
  await loginAsDemo(readerPage, reader.email, reader.password, { language: 'ja' });
  await memberCall(readerPage, '/api/feed/report-feed', { feedId, reason: '宣伝です' });

  // The operator's console: the report queue groups the report under the post, one click hides it.
  const console = await page.context().newPage();
  await console.goto('/__mock/#operations');
  const group = console.locator('#operations .ops-reports li').filter({ hasText: `${word} 산책` });
  await expect(group).toContainText('宣伝です');
  await group.getByRole('button', { name: '숨기기' }).click();
  const confirm = console.getByRole('dialog');
  await confirm.getByRole('textbox', { name: '사유 (감사 로그에 남습니다)' }).fill('광고성 게시물');
  await confirm.getByRole('button', { name: '숨기기' }).click();
  await expect(console.locator('.notice-area')).toContainText('숨겼습니다');
  await expect(group).toContainText('숨김');
  await expectAccessible(console);

  // The author still sees the post, marked hidden with the reason.
  await page.goto(`/feedDetail?id=${feedId}`);
  await expect(page.getByRole('note')).toContainText('운영자가 숨긴 게시물입니다');
  await expect(page.getByRole('note')).toContainText('광고성 게시물');
  await expectAccessible(page);

  // Another member: gone from search and from the author's page; its report reads as handled.
  await readerPage.goto(`/feedSearch?q=${encodeURIComponent(word)}`);
  await expect(readerPage.getByText('検索結果がありません。')).toBeVisible();
  await readerPage.goto(`/myFeed?userId=${author.id}`);
  await expect(readerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(readerPage.getByText(`${word} 산책`)).toHaveCount(0);
  await readerPage.goto('/myReports');
  await expect(readerPage.locator('.report-row').first()).toContainText('対応済み：非表示');
  await expectAccessible(readerPage);
  await readerContext.close();
});

test('a Japanese member sees the shipped order with its tracking number, the point adjustment with its reason, and a new important notice once', async ({
  page,
  mock,
  request,
}) => {
  const member = await mock.createUser({ language: 'ja', points: 20_000, missionMet: true });
  await loginAsDemo(page, member.email, member.password, { language: 'ja' });
  // The first launch in this browser records the notice already heading the home screen, without a popup.
  await page.waitForFunction(() => localStorage.getItem('tl_importantNotice.seen.v1') !== null);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await memberCall(page, '/api/point-shop/product-order', {
    productId: 1,
    country: 'JP',
    recipient: { lastName: '山田', firstName: '花子', phone: '090-1234-5678' },
    address: { zip: '1500001', prefecture: '東京都', city: '渋谷区神宮前', block: '1-2-3' },
  });
  const [order] = (await memberCall(page, '/api/point-shop/order-list', {})).items as Array<{ id: number }>;
  const admin = async (path: string, data: object) => {
    const res = await request.post(`/__mock/admin${path}`, { data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await admin(`/orders/${order!.id}/status`, { status: 'shipped', trackingNumber: 'CJ5550001234' });
  await admin(`/users/${member.id}/points`, { amount: 777, reason: 'イベント当選' });
  await admin('/notices', {
    titleKo: '서버 점검 안내',
    titleJa: 'サーバーメンテナンスのお知らせ',
    bodyKo: '오늘 밤 점검합니다.',
    bodyJa: '今夜メンテナンスを行います。',
    important: true,
  });

  await page.goto('/myPointShopOrder');
  const card = page.locator('.order-card').first();
  await expect(card).toContainText('配送中');
  await expect(card).toContainText('CJ5550001234');
  await expect(card).toContainText('お届け予定');
  await expectAccessible(page);

  await page.goto('/myPointHistory');
  const entry = page.locator('.ledger-row').first();
  await expect(entry).toContainText('運営によるポイント調整');
  await expect(entry).toContainText('理由：イベント当選');
  await expect(entry).toContainText('+777');

  // The next launch shows the new important notice once; the one after does not.
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: '重要なお知らせ' });
  await expect(popup).toContainText('サーバーメンテナンスのお知らせ');
  await expectAccessible(page);
  await popup.getByRole('button', { name: '閉じる' }).click();
  await expect(popup).toHaveCount(0);
  // Both the home screen's notice strip and the popup ask; once both are answered, nothing pops up.
  let answers = 0;
  page.on('response', (res) => {
    if (res.url().endsWith('/api/notice/important-notice')) answers += 1;
  });
  await page.reload();
  await expect.poll(() => answers).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an operator suspends a Japanese member for a week: the member is signed out, and signing in again says until when, in Japanese', async ({
  browser,
  page,
  mock,
}) => {
  const member = await mock.createUser({ language: 'ja' });
  const memberContext = await browser.newContext({ locale: 'ja-JP' });
  const memberPage = await memberContext.newPage();
  await loginAsDemo(memberPage, member.email, member.password, { language: 'ja' });

  await page.goto('/__mock/#operations');
  const desk = page.locator('#operations');
  await desk.getByLabel('이메일 또는 닉네임').fill(member.email);
  await desk.getByRole('button', { name: '검색', exact: true }).click();
  const row = desk.locator('li').filter({ hasText: member.nickname });
  // Without the days, the field says so in words, and nothing is sent.
  await row.getByRole('button', { name: '이용 정지' }).click();
  const days = row.getByLabel(`${member.nickname} 정지 일수`);
  await expect(days).toHaveAccessibleDescription('정지 일수를 1부터 3650까지 입력하세요.');
  await days.fill('7');
  await expect(days).not.toHaveAttribute('aria-invalid', 'true');
  await row.getByRole('button', { name: '이용 정지' }).click();
  const confirm = page.getByRole('dialog', { name: `${member.nickname} 님을 7일 동안 정지할까요?` });
  await confirm.getByRole('textbox').fill('스팸 게시');
  await confirm.getByRole('button', { name: '이용 정지' }).click();
  await expect(page.locator('.notice-area')).toContainText('정지했습니다');
  await expect(row).toContainText('정지');

  // The member's session ended with the suspension: the next screen asks to sign in again.
  await memberPage.goto('/myPage');
  await expect(memberPage).toHaveURL(/\/login$/);
  await memberPage.goto('/emailLogin');
  await memberPage.locator('input[type=email]').fill(member.email);
  await memberPage.locator('input[type=password]').fill(member.password);
  await memberPage.locator('form button[type=submit]').click();
  const refusal = memberPage.getByRole('dialog', { name: '利用停止' });
  const until = new Date(Date.now() + 7 * 86_400_000);
  const seoul = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  })
    .formatToParts(until)
    .reduce<Record<string, string>>((parts, p) => ({ ...parts, [p.type]: p.value }), {});
  await expect(refusal).toContainText(
    new RegExp(`${seoul.year}年${Number(seoul.month)}月${Number(seoul.day)}日 \\d{1,2}:\\d{2}まで`),
  );
  await expect(refusal).toContainText('管理者');
  await expectAccessible(memberPage);
  await expect(memberPage).toHaveURL(/\/emailLogin$/);
  await memberContext.close();
});
