import { expect, test, type Locator, type Page } from '@playwright/test';
import { mailTo } from './support';

/**
 * Keyboard only (docs/product.md "Accessibility and devices"): a visitor applies to a competition from the club page without touching
 * the mouse: Tab to move, Enter/Space/arrows to act, the keyboard's own typing. At every stop the
 * focused control must look different from when it is not focused (focus visible, WCAG 2.4.7).
 * The page never receives a click: Playwright's `click`/`fill` are not used after `goto`.
 */

/** The focused element, as the page sees it. */
const focusedIs = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** A focus style changes at least this many pixels clearly (a 1 px ring round a 40 px button is ~160). */
const MIN_CHANGED_PIXELS = 100;
/** How far a channel must move (0–255) to count: anti-aliasing noise stays below it. */
const CHANNEL_DELTA = 48;

/** Pixels that differ clearly between two screenshots of the same area (decoded by the browser). */
async function changedPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second, delta]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (
          Math.abs(x[i] - y[i]) > delta ||
          Math.abs(x[i + 1] - y[i + 1]) > delta ||
          Math.abs(x[i + 2] - y[i + 2]) > delta
        ) {
          count += 1;
        }
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64'), CHANNEL_DELTA] as const,
  );
}

/**
 * Resolves once every animation and transition that ends has ended (a focus ripple growing in, a
 * frame fading out), after two frames so the ones the last focus change starts are running. The
 * ripple's pulse, which never ends, is drawn as it is.
 */
const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const ending = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });

/**
 * The focused control, with a margin for outlines drawn outside it, compared with the same area
 * once focus has left it. Caret blinking is hidden so a text field must show its focus by itself.
 */
async function expectFocusVisible(page: Page): Promise<void> {
  const box = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    // Tabbing into a filled field selects its text; the selection is not the focus style.
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      try {
        el.setSelectionRange(el.value.length, el.value.length);
      } catch {
        // type=email has no selection API (nor a selection to clear)
      }
    }
    // A text field shows its focus on its frame, around the <input>.
    const r = (el.closest('.MuiInputBase-root') ?? el).getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, name: el.outerHTML.slice(0, 120) };
  });
  expect(box, 'something has the focus').not.toBeNull();
  if (!box) return;
  const margin = 4;
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const clip = {
    x: Math.max(0, box.x - margin),
    y: Math.max(0, box.y - margin),
    width: Math.min(viewport.width, box.width + 2 * margin),
    height: Math.min(viewport.height, box.height + 2 * margin),
  };
  // The focus ripple of MUI buttons grows in: it is drawn once grown.
  await animationsDone(page);
  const focused = await page.screenshot({ clip });
  const restore = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    el?.setAttribute('data-was-focused', '');
    el?.blur();
    return !!el;
  });
  await animationsDone(page);
  const blurred = await page.screenshot({ clip });
  if (restore)
    await page.locator('[data-was-focused]').evaluate((el) => {
      el.removeAttribute('data-was-focused');
      (el as HTMLElement).focus({ preventScroll: true });
    });
  const changed = await changedPixels(page, focused, blurred);
  expect(changed, `focus is not visible on ${box.name}`).toBeGreaterThanOrEqual(MIN_CHANGED_PIXELS);
}

/** Tab (forwards) until `target` has the focus; each control passed on the way must show its focus. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await focusedIs(target)) {
      await expectFocusVisible(page);
      return;
    }
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { caret-color: transparent !important; }';
      document.head.append(style);
    });
  });
});

test('a visitor applies with the keyboard alone, and sees where the focus is at every step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/minato');

  // From the top of the club page to the competition's 申し込む link.
  const apply = page.getByRole('link', { name: 'みなと段級位別将棋大会に申し込む' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/minato\/regist\/minato-kyu-dan$/);

  const form = page.getByRole('form', { name: '申し込みフォーム' });
  await tabTo(page, form.getByLabel('氏名'));
  await page.keyboard.type('青木 湊');
  await tabTo(page, form.getByLabel('ふりがな'));
  await page.keyboard.type('あおき みなと');
  await tabTo(page, form.getByLabel('メール'));
  await page.keyboard.type('minato.keyboard@participant.example');
  // Back over the filled fields: their labels stay up whether focused or not, so what tells the
  // focused one apart is the field's own focus style.
  for (let i = 0; i < 2; i += 1) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedIs(form.getByLabel('メール'))).toBe(true);

  // A native select chooses with the arrows while closed: from 選択してください (empty, not
  // selectable) the first ArrowDown gives 初心者, the second 中級.
  const level = form.getByRole('combobox', { name: '経験' });
  await tabTo(page, level);
  await expect(level).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await expect(level).toHaveValue('初心者');
  await page.keyboard.press('ArrowDown');
  await expect(level).toHaveValue('中級');
  await expect(level.locator('option:checked')).toHaveText('中級');
  await expect.poll(() => focusedIs(level), 'focus stays on the select').toBe(true);

  await tabTo(page, form.getByRole('button', { name: '確認へ進む' }));
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('region', { name: '入力内容の確認' });
  await expect(confirm).toContainText('あおき みなと');
  await expect(confirm).toContainText('中級');
  await tabTo(page, confirm.getByRole('button', { name: '申し込む' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/ticket\/[A-Za-z0-9_-]{20,}$/);
  const ticket = page.getByRole('article', { name: 'みなと段級位別将棋大会' });
  await expect(ticket).toContainText('青木 湊 様');
  expect((await mailTo('minato.keyboard@participant.example')).text).toContain(new URL(page.url()).pathname);
});

test('a wrong entry is reported where the keyboard is: focus moves to the first field in error', async ({
  page,
}) => {
  await page.goto('/minato/regist/minato-kyu-dan');
  const form = page.getByRole('form', { name: '申し込みフォーム' });
  await tabTo(page, form.getByLabel('氏名'));
  await page.keyboard.type('青木 湊');
  await tabTo(page, form.getByLabel('ふりがな'));
  await page.keyboard.type('アオキ'); // katakana: refused
  await tabTo(page, form.getByRole('button', { name: '確認へ進む' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('ひらがなで入力してください')).toBeVisible();
  await expect.poll(() => focusedIs(form.getByLabel('ふりがな'))).toBe(true);
  await expect(form.getByLabel('氏名')).toHaveValue('青木 湊');
});
