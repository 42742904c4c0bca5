import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from '../linkified-text';

describe('LinkifiedText', () => {
  it('links URLs and leaves sentence punctuation out of them', () => {
    expect(splitLinks('詳しくは https://sakura-tt.example をご覧ください。')).toEqual([
      { text: '詳しくは ' },
      { text: 'https://sakura-tt.example', href: 'https://sakura-tt.example' },
      { text: ' をご覧ください。' },
    ]);
    expect(splitLinks('(https://a.example/x?y=1)。')[1]).toEqual({
      text: 'https://a.example/x?y=1)',
      href: 'https://a.example/x?y=1)',
    });
    expect(splitLinks('https://a.example/path.')).toEqual([
      { text: 'https://a.example/path', href: 'https://a.example/path' },
      { text: '.' },
    ]);
  });

  it('never renders HTML from the text and keeps line breaks', () => {
    const { container } = render(
      <LinkifiedText text={'一行目\n<img src=x onerror=alert(1)> javascript:alert(1)\nhttps://ok.example'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://ok.example');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(container.firstElementChild).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });
});
