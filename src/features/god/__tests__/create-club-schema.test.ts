import { describe, expect, it } from 'vitest';
import { RESERVED_CLUB_IDS } from '@/shared/schemas/club';
import { createClubFormSchema, emailLines } from '@/shared/schemas/club-form';

const valid = { id: 'sakura-tt', clubName: 'さくら卓球クラブ', shortName: '', emails: '' };
const idError = (id: string) => createClubFormSchema.safeParse({ ...valid, id }).error?.issues[0]?.message;

describe('create-club form schema', () => {
  it('accepts lowercase letters, digits and hyphens, 2–30 characters', () => {
    for (const id of ['ab', 'sakura-tt', 'club2026', 'a'.repeat(30)]) expect(idError(id)).toBeUndefined();
  });

  it('refuses other ids with the Japanese rule', () => {
    for (const id of ['a', 'a'.repeat(31), 'Sakura', 'sakura_tt', '-sakura', 'さくら', 'sakura tt']) {
      expect(idError(id)).toBe('半角英小文字・数字・ハイフンの2〜30文字で入力してください');
    }
  });

  it('refuses every route word', () => {
    for (const id of RESERVED_CLUB_IDS) expect(idError(id)).toBe('このIDは使えません');
    expect(RESERVED_CLUB_IDS).toEqual(
      expect.arrayContaining(['god', 'ticket', 'sign', 'confirm', 'contact', 'about']),
    );
  });

  it('reads one e-mail per line, ignoring blank lines, at most 10', () => {
    expect(emailLines(' a@example.com \n\n b@example.com\r\n')).toEqual(['a@example.com', 'b@example.com']);
    const eleven = Array.from({ length: 11 }, (_, i) => `u${i}@example.com`).join('\n');
    expect(createClubFormSchema.safeParse({ ...valid, emails: eleven }).error?.issues[0]?.message).toBe(
      '10件までにしてください',
    );
  });
});
