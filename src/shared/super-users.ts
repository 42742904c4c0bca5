/**
 * The fixed list of super-users (docs/product.md §1: four addresses). This is the ONE source: the client
 * guard and the functions import it, and tests/rules check that firestore.rules and storage.rules
 * carry exactly the same list, so the three cannot drift apart.
 */
export const SUPER_USER_EMAILS = [
  'kami@compe.example',
  'ops@compe.example',
  'support@compe.example',
  'founder@compe.example',
] as const;

export function isSuperUserEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  return (SUPER_USER_EMAILS as readonly string[]).includes(email.toLowerCase());
}
