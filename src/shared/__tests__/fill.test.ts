import { describe, expect, it } from 'vitest';
import { fill } from '../fill';

describe('fill', () => {
  it('fills the placeholders it is given and leaves the others as written', () => {
    expect(fill('{name}さん、{count}件 {unknown}', { name: '花子', count: 3 })).toBe(
      '花子さん、3件 {unknown}',
    );
  });

  it('never fills a placeholder from Object.prototype', () => {
    expect(fill('{constructor} {toString} {__proto__}', {})).toBe('{constructor} {toString} {__proto__}');
  });
});
