import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { staffKioskShell } from './kiosk-shell';

const tapCorner = async (page: Page, times: number) => {
  const { width } = page.viewportSize()!;
  for (let tap = 0; tap < times; tap++) await page.mouse.click(width - 8, 8);
};

const TEXTS = {
  'ko-KR': {
    title: '직원 메뉴',
    pin: '직원 PIN',
    open: '열기',
    wrong: 'PIN이 맞지 않습니다.',
    exit: '키오스크 종료',
    version: '버전 0.1.0',
    reset: '지금 초기화',
  },
  'ja-JP': {
    title: 'スタッフメニュー',
    pin: 'スタッフ用PIN',
    open: '開く',
    wrong: 'PINが違います。',
    exit: 'キオスクを終了',
    version: 'バージョン 0.1.0',
    reset: '今すぐリセット',
  },
} as const;

for (const [locale, text] of Object.entries(TEXTS)) {
  for (const width of [390, 1280]) {
    test.describe(`staff panel, ${locale}, ${width} px`, () => {
      test.use({ locale, viewport: { width, height: 844 } });

      test('five corner taps and the PIN open the panel; its exit reaches the shell', async ({ context, page }) => {
        await context.addInitScript(staffKioskShell);
        await page.goto('/');
        await expect(page.locator('main').first()).toBeVisible();
        const panel = page.getByRole('dialog', { name: text.title });

        await tapCorner(page, 4);
        await expect(panel).toBeHidden();
        await tapCorner(page, 1);
        await expect(panel).toBeVisible();

        await panel.getByLabel(text.pin).fill('1111');
        await panel.getByRole('button', { name: text.open }).click();
        await expect(panel.getByText(text.wrong)).toBeVisible();

        await panel.getByLabel(text.pin).fill('2468');
        await panel.getByRole('button', { name: text.open }).click();
        await expect(panel.getByText(text.version)).toBeVisible();
        await expect(panel.getByText('server restarted')).toBeVisible();
        await expect(panel.getByRole('button', { name: text.reset })).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({ path: `/tmp/kiosk/staff-${locale}-${width}.png` });

        await panel.getByRole('button', { name: text.exit }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { e2eStaff: { exits: number } }).e2eStaff.exits))
          .toBe(1);
      });
    });
  }
}
