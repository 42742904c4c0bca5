import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PrintFontsModule from '@/components/print/print-fonts';
import { LABELS } from '@/shared/messages';
import { STAFF_PRINT } from '@/shared/staff-messages';
import { renderAt } from '@/testing/render';
import { compe } from '@/testing/regist-fixtures';
import { bracketStage, result } from '@/testing/stages';
import { AwardsManager } from '../components/awards-manager';

vi.mock('@/lib/db/awards/set-awards', () => ({ setAwards: vi.fn() }));
// The browser's font loading (jsdom has none): each test says when the 明朝 is in.
const loadPrintFonts = vi.fn<typeof PrintFontsModule.loadPrintFonts>();
vi.mock('@/components/print/print-fonts', () => ({
  loadPrintFonts: (...args: Parameters<typeof PrintFontsModule.loadPrintFonts>) => loadPrintFonts(...args),
}));
beforeEach(() => {
  loadPrintFonts.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The bracket played out and 確定: 山田 優勝 … */
const final = bracketStage({
  results: {
    'W1-1': result('a', [0, 3], { games: [2, 0] }),
    'W1-2': result('a', [1, 2], { games: [2, 1] }),
    'W2-1': result('a', [0, 1], { games: [2, 1] }),
  },
});
const show = () =>
  renderAt(<AwardsManager compe={compe} stages={[final]} entries={[]} clubName="さくら卓球クラブ" />);

describe('印刷 of 表彰状', () => {
  it('is offered once the 明朝 of the ticked 表彰状 has loaded', async () => {
    let loaded: () => void = () => {};
    loadPrintFonts.mockReturnValue(new Promise<void>((resolve) => (loaded = resolve)));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    show();
    const button = screen.getByRole('button', { name: LABELS.print });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(STAFF_PRINT.preparing.replace('{what}', STAFF_PRINT.fonts));
    await waitFor(() => expect(loadPrintFonts).toHaveBeenCalled());
    const [face, root] = loadPrintFonts.mock.calls[0] ?? [];
    expect(face).toBe('serif');
    expect(root).toHaveTextContent('山田 太郎殿');
    await act(async () => loaded());
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the 明朝 cannot be loaded, and prints in the machine’s fonts only when asked', async () => {
    loadPrintFonts.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    show();
    expect(await screen.findByText(STAFF_PRINT.fontsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.print })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: STAFF_PRINT.printAnyway }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
