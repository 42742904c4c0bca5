import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DivisionFilter, useShownDivision } from '../division-filter';
import { divisionSearch, inDivision, shownDivision } from '../division-param';

const DIVISIONS = [
  { id: 'd1', name: '一般男子シングルス' },
  { id: 'd2', name: '女子シングルス' },
  { id: 'd3', name: '混合ダブルス' },
];

/** A page that shows the filter and what it filters, and its own address. */
function Page() {
  const shown = useShownDivision(DIVISIONS);
  const location = useLocation();
  return (
    <>
      <DivisionFilter divisions={DIVISIONS} shown={shown} />
      <p data-testid="shown">{shown?.name ?? 'all'}</p>
      <p data-testid="address">{location.search + location.hash}</p>
    </>
  );
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/c/live/x" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );

describe('shownDivision', () => {
  it('takes the 部門 the address names, else every 部門', () => {
    expect(shownDivision(DIVISIONS, '?division=d2')?.name).toBe('女子シングルス');
    expect(shownDivision(DIVISIONS, new URLSearchParams('division=d3'))?.id).toBe('d3');
    expect(shownDivision(DIVISIONS, '')).toBeNull();
    // A stale bookmark: an id the competition does not have shows everything, no error.
    expect(shownDivision(DIVISIONS, '?division=gone')).toBeNull();
    expect(shownDivision(DIVISIONS, '?division=')).toBeNull();
    // One 部門: nothing to choose between.
    expect(shownDivision(DIVISIONS.slice(0, 1), '?division=d1')).toBeNull();
  });

  it('writes the choice into the address and keeps the other parameters', () => {
    expect(divisionSearch('?x=1', 'd2')).toBe('?x=1&division=d2');
    expect(divisionSearch('?division=d2&x=1', 'd3')).toBe('?division=d3&x=1');
    expect(divisionSearch('?division=d2&x=1', null)).toBe('?x=1');
    expect(divisionSearch('?division=d2', null)).toBe('');
  });

  it('shows a stage of the 部門 shown, or every stage', () => {
    expect(inDivision({ divisionId: 'd1' }, null)).toBe(true);
    expect(inDivision({ divisionId: null }, null)).toBe(true);
    expect(inDivision({ divisionId: 'd1' }, DIVISIONS[0] ?? null)).toBe(true);
    expect(inDivision({ divisionId: 'd2' }, DIVISIONS[0] ?? null)).toBe(false);
    expect(inDivision({}, DIVISIONS[0] ?? null)).toBe(false);
  });
});

describe('DivisionFilter', () => {
  it('is a labelled group of links, すべて current by default', () => {
    renderAt('/c/live/x');
    const nav = screen.getByRole('navigation', { name: '部門' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['すべて', '一般男子シングルス', '女子シングルス', '混合ダブルス']);
    expect(screen.getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '女子シングルス' })).toHaveAttribute(
      'href',
      '/c/live/x?division=d2',
    );
    expect(screen.getByTestId('shown')).toHaveTextContent('all');
  });

  it('puts the 部門 chosen in the address, keeping the rest, and back to すべて', async () => {
    const user = userEvent.setup();
    renderAt('/c/live/x?sound=1#play');
    await user.click(screen.getByRole('link', { name: '混合ダブルス' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?sound=1&division=d3#play');
    expect(screen.getByTestId('shown')).toHaveTextContent('混合ダブルス');
    expect(screen.getByRole('link', { name: '混合ダブルス' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'すべて' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'すべて' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?sound=1#play');
    expect(screen.getByTestId('shown')).toHaveTextContent('all');
  });

  it('opens on a bookmarked 部門; an unknown one shows every 部門', () => {
    const { unmount } = renderAt('/c/live/x?division=d1');
    expect(screen.getByRole('link', { name: '一般男子シングルス' })).toHaveAttribute('aria-current', 'true');
    unmount();
    renderAt('/c/live/x?division=nope');
    expect(screen.getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('shown')).toHaveTextContent('all');
  });

  it('is not drawn for a competition of one 部門', () => {
    render(
      <MemoryRouter>
        <DivisionFilter divisions={DIVISIONS.slice(0, 1)} shown={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
