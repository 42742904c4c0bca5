/**
 * Whether this device belongs to staff: set while a user with a club role (or a super-user) is
 * signed in, cleared at sign-out. Firestore reads it when it starts (lib/firebase/firestore.ts), so a
 * staff member's ライブ tab keeps the same on-device cache as their staff pages
 * (docs/venue-mode.md, "Staff pages: data and writes kept on the device"). Tiny and without
 * Firebase: the session, which every page loads first, writes it.
 */
const KEY = 'compe:staffDevice';

export function isStaffDevice(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markStaffDevice(staff: boolean): void {
  try {
    if (staff) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): every page decides by its route alone.
  }
}
