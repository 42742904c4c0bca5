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
/**
 * The hall's calls among a competition's stages, compes/{compeId}/stages/_hall (docs/play.md "The
 * hall's calls", shared/play/hall-calls.ts). Here, apart from the play's code, because every public
 * page's reads name it (lib/firebase/public-reads.ts) and 結果 loads the play only after first paint.
 */
export const HALL_CALLS_ID = '_hall';
