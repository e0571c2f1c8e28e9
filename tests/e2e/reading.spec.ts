import { expect, loginAsDemo, test } from './fixtures';

test('Korean breaks between words; Japanese titles between phrases, with BudouX where the browser cannot', async ({
  page,
}) => {
  // A browser without `word-break: auto-phrase` (Safari, Firefox): components/Phrases splits titles itself.
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      args[0] === 'word-break' && args[1] === 'auto-phrase'
        ? false
        : supports(...(args as [string, string]))) as typeof CSS.supports;
  });
  await loginAsDemo(page, 'demo-ja@tabi.test', 'demo1234', { language: 'ja' });
  await page.goto('/notice');
  const important = page.locator('.list-row-title', { hasText: 'ポイントショップ' }).first();
  await expect(important.locator('wbr').first()).toBeAttached();
  const phrases = await important.evaluate((el) => el.innerHTML.split('<wbr>').map((p) => p.replace(/<[^>]+>/g, '')));
  expect(phrases.length).toBeGreaterThan(2);
  expect(phrases.some((p) => p.includes('ポイントショップ'))).toBe(true);
  // The important notice heads the list, marked once: the badge, not a mark in the title as well.
  const row = page.locator('.list-row').first();
  await expect(row.locator('.badge').first()).toHaveText('重要');
  expect((await row.innerText()).split('重要').length - 1).toBe(1);

  await page.evaluate(() => localStorage.setItem('tl_lang', 'ko'));
  await page.reload();
  const korean = page.locator('.list-row-title', { hasText: '포인트샵' }).first();
  await expect(korean).toHaveCSS('word-break', 'keep-all');
});
