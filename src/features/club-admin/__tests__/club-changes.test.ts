import { describe, expect, it } from 'vitest';
import { clubChanges, clubSettingsValues } from '../api/club-changes';
import { club } from './fixtures';

const before = clubSettingsValues(club);

describe('clubChanges: only what the user changed goes to Firestore', () => {
  it('nothing changed: nothing to save', () => {
    expect(clubChanges(before, { ...before }, true)).toEqual({});
  });

  it('an empty 略称 is saved as the club name (docs/data-model.md)', () => {
    expect(clubChanges(before, { ...before, clubName: '桜卓球', shortName: '' }, false)).toEqual({
      clubName: '桜卓球',
      shortName: '桜卓球',
    });
  });

  it('never sends order for a club admin, whatever the form holds', () => {
    expect(clubChanges(before, { ...before, order: '9' }, false)).toEqual({});
    expect(clubChanges(before, { ...before, order: '9' }, true)).toEqual({ order: 9 });
    expect(clubChanges(before, { ...before, order: '03' }, true)).toEqual({});
  });

  it('sends the whole e-mail list when any address changed, removed or reordered', () => {
    expect(clubChanges(before, { ...before, emails: [] }, false)).toEqual({ emails: [] });
    const two = { ...before, emails: ['a@example.com', 'b@example.com'] };
    expect(clubChanges(two, { ...two, emails: ['b@example.com', 'a@example.com'] }, false)).toEqual({
      emails: ['b@example.com', 'a@example.com'],
    });
  });

  it('a club whose addresses are still on its public document saves them with any change', () => {
    // The save removes them from clubs/{clubId}; they must land in private/contact, not vanish.
    expect(clubChanges(before, { ...before, desc: '新しい紹介' }, false, true)).toEqual({
      desc: '新しい紹介',
      emails: ['info@sakura-tt.example'],
    });
  });
});
