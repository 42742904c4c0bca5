import { describe, expect, it } from 'vitest';
import { parseClaims, roleIn } from '../claims';

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('roleIn: the role a claims map gives in one club', () => {
  it('is the role stored for that club', () => {
    const claims = parseClaims({ sakura: 'admin', minato: 'staff' });
    expect(roleIn(claims, 'sakura')).toBe('admin');
    expect(roleIn(claims, 'minato')).toBe('staff');
    expect(roleIn(claims, 'kaede')).toBeUndefined();
  });

  it('is no role for a club named after an Object.prototype key, claims or none', () => {
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['constructor', 'toString', '__proto__']));
    for (const clubId of PROTOTYPE_NAMES) {
      expect(roleIn({}, clubId), clubId).toBeUndefined();
      expect(roleIn({ sakura: 'admin' }, clubId), clubId).toBeUndefined();
      expect(roleIn(parseClaims({ sakura: 'staff' }), clubId), clubId).toBeUndefined();
    }
    expect(roleIn(undefined, 'constructor')).toBeUndefined();
  });
});

describe('parseClaims: tk_claims as the ID token or Auth gives them', () => {
  it('keeps only club ids mapped to a known role', () => {
    expect(parseClaims({ sakura: 'admin', minato: 'staff', evil: 'owner', n: 1 })).toEqual({
      sakura: 'admin',
      minato: 'staff',
    });
    expect(parseClaims(undefined)).toEqual({});
    expect(parseClaims('admin')).toEqual({});
    expect(parseClaims(['admin'])).toEqual({});
  });

  it('keeps no key Object.prototype has, even as an own key of the raw claims', () => {
    const raw = JSON.parse(
      '{"__proto__": "admin", "constructor": "admin", "toString": "staff", "sakura": "staff"}',
    );
    const claims = parseClaims(raw);
    expect(Object.keys(claims)).toEqual(['sakura']);
    expect(Object.getPrototypeOf(claims)).toBe(Object.prototype);
    expect(roleIn(claims, '__proto__')).toBeUndefined();
    expect(roleIn(claims, 'constructor')).toBeUndefined();
  });
});
