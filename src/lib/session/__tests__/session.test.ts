import { describe, expect, it } from 'vitest';
import { avatarInitial } from '@/lib/session/session';
import { formGuard, godGuard } from '@/lib/session/guards';
import { signedIn, signedOut, loading } from '@/testing/render';

describe('avatarInitial (docs/product.md)', () => {
  it('takes the first character of the display name', () => {
    expect(avatarInitial({ displayName: '桜井 管理', email: 'admin@sakura-tt.example' })).toBe('桜');
  });
  it('falls back to the e-mail, upper-cased', () => {
    expect(avatarInitial({ displayName: null, email: 'staff@sakura-tt.example' })).toBe('S');
    expect(avatarInitial({ displayName: '   ', email: 'staff@sakura-tt.example' })).toBe('S');
  });
  it('is X when there is neither', () => {
    expect(avatarInitial({ displayName: null, email: null })).toBe('X');
    expect(avatarInitial({ displayName: '', email: '' })).toBe('X');
  });
  it('keeps a character outside the basic plane whole', () => {
    expect(avatarInitial({ displayName: '𠮷田', email: null })).toBe('𠮷');
  });
});

describe('formGuard (docs/product.md)', () => {
  const staff = signedIn({ claims: { sakura: 'staff' } });
  const admin = signedIn({ claims: { sakura: 'admin' } });
  const stranger = signedIn({ claims: {} });
  const god = signedIn({ email: 'kami@compe.example', claims: {} });

  it.each([
    ['loading', loading, 'sakura', 'wait'],
    ['signed out', signedOut, 'sakura', 'reject'],
    ['signed out, indie', signedOut, 'indie', 'reject'],
    ['staff of the club', staff, 'sakura', 'allow'],
    ['admin of the club', admin, 'sakura', 'allow'],
    ['staff of another club', staff, 'minato', 'reject'],
    ['stranger', stranger, 'sakura', 'reject'],
    ['stranger, indie', stranger, 'indie', 'allow'],
    ['super-user without claims', god, 'sakura', 'allow'],
    [
      'unverified super-user without claims',
      signedIn({ email: 'kami@compe.example', emailVerified: false }),
      'sakura',
      'reject',
    ],
    ['claims key from the prototype', stranger, 'constructor', 'reject'],
  ] as const)('%s → %s on %s', (_label, session, clubId, expected) => {
    expect(formGuard(session, clubId)).toBe(expected);
  });
});

describe('godGuard', () => {
  it.each([
    ['loading', loading, 'wait'],
    ['signed out', signedOut, 'reject'],
    ['super-user, verified', signedIn({ email: 'kami@compe.example' }), 'allow'],
    ['super-user, upper-case e-mail', signedIn({ email: 'KAMI@compe.example' }), 'allow'],
    ['super-user, unverified', signedIn({ email: 'kami@compe.example', emailVerified: false }), 'reject'],
    ['club admin', signedIn({ claims: { sakura: 'admin' } }), 'reject'],
  ] as const)('%s → %s', (_label, session, expected) => {
    expect(godGuard(session)).toBe(expected);
  });
});
