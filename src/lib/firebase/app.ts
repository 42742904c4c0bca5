import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from '@/config/env';

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
}
