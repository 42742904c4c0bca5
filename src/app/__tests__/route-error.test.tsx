import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { RouteErrorBoundary } from '../route-error';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails to load', () => {
  it('says so in Japanese and offers to reload or go home, instead of a blank screen', () => {
    // React and the boundary both report the error; the test only needs what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
  });

  it('shows the page itself when nothing fails', () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <p>大会の一覧</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('大会の一覧')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
