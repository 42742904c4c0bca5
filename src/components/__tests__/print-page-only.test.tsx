import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrintPageOnly } from '@/components/print-page-only';
import { SnackbarProvider, useNotify } from '@/components/snackbar';

function Page() {
  const notify = useNotify();
  return (
    <>
      <PrintPageOnly />
      <header>Compe</header>
      <main>
        <h1>決勝トーナメント 対戦表</h1>
        <button type="button" onClick={() => notify('結果を確定しました')}>
          確定
        </button>
      </main>
    </>
  );
}

/** Whether the page's `@media print` rules hide `element` (display: none). */
function hiddenInPrint(element: Element): boolean {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const print = rules.filter(
    (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.includes('print'),
  );
  return print
    .flatMap((media) => [...media.cssRules])
    .some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        rule.style.getPropertyValue('display') === 'none' &&
        element.closest(rule.selectorText) !== null,
    );
}

describe('PrintPageOnly', () => {
  it('prints the page alone: the top bar and a notice still on screen stay off paper, the page does not', async () => {
    render(
      <SnackbarProvider>
        <Page />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '確定' }));
    const notice = await screen.findByText('結果を確定しました');

    expect(hiddenInPrint(notice)).toBe(true);
    expect(hiddenInPrint(screen.getByText('Compe'))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('heading', { name: '決勝トーナメント 対戦表' }))).toBe(false);
  });
});
