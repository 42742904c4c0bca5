import type { Claims } from '../src/shared/constants';

/** The demo accounts of `npm start` (README) and of the browser tests. */
export const DEMO_USERS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@sakura-tt.example',
    displayName: '桜井 管理',
    role: 'さくら卓球クラブの管理者 (admin)',
    claims: { sakura: 'admin' } as Claims,
  },
  staff: {
    uid: 'demo-staff',
    email: 'staff@sakura-tt.example',
    displayName: '',
    role: 'さくら卓球クラブのスタッフ (staff)',
    claims: { sakura: 'staff' } as Claims,
  },
  minato: {
    uid: 'demo-minato',
    email: 'admin@minato-shogi.example',
    displayName: '港 一郎',
    role: 'みなと将棋クラブの管理者 (admin)',
    claims: { minato: 'admin' } as Claims,
  },
  host: {
    uid: 'demo-host',
    email: 'host@indie.example',
    displayName: '個人 主催',
    role: 'インディーズ大会の主催者 (claims なし)',
    claims: undefined,
  },
  god: {
    uid: 'demo-god',
    email: 'kami@compe.example',
    displayName: '神',
    role: 'スーパーユーザー (/god)',
    claims: undefined,
  },
} as const;
