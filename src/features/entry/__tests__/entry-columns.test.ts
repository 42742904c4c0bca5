import { describe, expect, it } from 'vitest';
import { mailTo } from '@/testing/last-mail-fixtures';
import { lastMailByRegist } from '@/shared/last-mail';
import type { Entry } from '@/shared/schemas/entry';
import { unreachedEntries } from '../entry-columns';

const entry = (id: string, registId?: string): Entry => ({
  id,
  number: Number(id.slice(1)),
  name: id,
  kana: '',
  affiliation: '',
  category: '',
  memo: '',
  ...(registId !== undefined ? { registId } : {}),
});

describe('unreachedEntries: 「未達のみ」 on エントリー', () => {
  it("keeps entries whose registration's last mail failed or never went; entries without a registration never", () => {
    const entries = [
      entry('e1', 'r1'),
      entry('e2', 'r2'),
      entry('e3', 'r3'),
      entry('e4', 'r4'),
      entry('e5'),
      entry('e6', ''),
    ];
    const last = lastMailByRegist([
      mailTo('r1', { minute: 1 }),
      mailTo('r2', { minute: 1, state: 'error', error: '550' }),
      mailTo('r3', { minute: 1, state: 'pending' }),
    ]);
    expect(unreachedEntries(entries, last).map((e) => e.id)).toEqual(['e2', 'e4']);
  });
});
