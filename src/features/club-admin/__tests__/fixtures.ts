import type { Member } from '@/shared/schemas/club';
import type { EditedClub } from '@/lib/db/clubs/use-club-document';

export const club: EditedClub = {
  id: 'sakura-tt',
  clubName: 'さくら卓球クラブ',
  shortName: 'さくら卓球',
  emails: ['info@sakura-tt.example'],
  emailsToMove: false,
  desc: '毎週土曜に練習しています。',
  order: 3,
  logoPath: 'compe/clubs/sakura-tt/logo-1700000000000.png',
  updatedAt: new Date('2026-04-01T00:00:00Z'),
};

export const members: Member[] = [
  {
    id: 'staff-1',
    email: 'jiro@example.com',
    displayName: '鈴木 次郎',
    role: 'staff',
    updatedAt: new Date('2026-04-01T00:00:00Z'),
  },
  {
    id: 'admin-1',
    email: 'admin@sakura-tt.example',
    displayName: '佐藤 太郎',
    role: 'admin',
    updatedAt: new Date('2026-04-01T00:00:00Z'),
  },
];
