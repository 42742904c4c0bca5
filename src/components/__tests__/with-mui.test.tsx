import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { UI_COLORS } from '@/config/design';
import { withMui } from '@/components/with-mui';

function PrimaryColour({ label }: { label: string }) {
  return (
    <p>
      {label}: {useTheme().palette.primary.main}
    </p>
  );
}

describe('withMui', () => {
  it("gives a lazily loaded MUI component Compe's theme, not MUI's default (blue #1976d2)", async () => {
    const Loaded = lazy(withMui(async () => ({ default: PrimaryColour })));
    render(
      <Suspense fallback={null}>
        <Loaded label="primary" />
      </Suspense>,
    );
    expect(await screen.findByText(`primary: ${UI_COLORS.primary}`)).toBeInTheDocument();
  });
});
