import { describe, expect, it } from 'vitest';
import { createPageViewTracker } from '../analytics';

describe('page views (docs/product.md)', () => {
  it('sends each route change once and skips a repeat of the same path', () => {
    const sent: string[] = [];
    const track = createPageViewTracker((path) => sent.push(path));
    track('/');
    track('/');
    track('/sakura');
    track('/sakura');
    track('/');
    expect(sent).toEqual(['/', '/sakura', '/']);
  });
});
