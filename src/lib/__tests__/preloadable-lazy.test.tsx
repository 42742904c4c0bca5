import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../preloadable-lazy';

const Hello = ({ name }: { name: string }) => <p>こんにちは {name}</p>;

function page(load = vi.fn(async () => ({ default: Hello }))) {
  return { Page: preloadableLazy(load), load };
}

const shown = (Page: ReturnType<typeof page>['Page']) =>
  render(
    <Suspense fallback={<p>読み込み中</p>}>
      <Page name="花子" />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('draws the component in the first commit once its code is loaded: no fallback', async () => {
    const { Page, load } = page();
    await Page.preload();
    shown(Page);
    // Synchronously after render: nothing suspended, so the fallback never showed.
    expect(screen.getByText('こんにちは 花子')).toBeInTheDocument();
    expect(screen.queryByText('読み込み中')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload, suspends like React.lazy and loads the code once', async () => {
    const { Page, load } = page();
    shown(Page);
    expect(screen.getByText('読み込み中')).toBeInTheDocument();
    expect(await screen.findByText('こんにちは 花子')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load may be tried again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Hello });
    const { Page } = page(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await act(() => Page.preload());
    shown(Page);
    expect(screen.getByText('こんにちは 花子')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
