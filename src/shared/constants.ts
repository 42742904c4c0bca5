/** Product constants (docs/product.md) shared by the app, the functions and the rules tests. */
export const PRODUCT_NAME = 'Compe';
export const INDIE_CLUB_ID = 'indie';
export const INDIE_LABEL = 'インディーズ大会';
export const INDIE_SUBTITLE = '個人主催';
export const FUNCTIONS_REGION = 'asia-northeast1';
export const CLAIMS_KEY = 'tk_claims';
/** localStorage key that keeps the sign-in e-mail until the link is completed (docs/product.md §3). */
export const SIGN_IN_EMAIL_KEY = 'compe.signInEmail';
export const STORAGE_ROOT = 'compe';
export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export type Claims = Record<string, Role>;
