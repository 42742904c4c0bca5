import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { HALL_CALLS_ID } from '@/shared/play/hall-calls';

/** compes/{compeId}/stages: the play's stages (docs/play.md). */
export const stagesRef = (fs: Firestore, compeId: string): CollectionReference =>
  collection(fs, 'compes', compeId, 'stages');

/** compes/{compeId}/stages/{stageId} */
export const stageRef = (fs: Firestore, compeId: string, stageId: string): DocumentReference =>
  doc(fs, 'compes', compeId, 'stages', stageId);

/** A new stage's reference, its id Firestore's auto id (20 characters, a valid docId). */
export const newStageRef = (fs: Firestore, compeId: string): DocumentReference => doc(stagesRef(fs, compeId));

/** compes/{compeId}/stages/_hall: every stage's calls where the competition has a hall (shared/play/hall-calls.ts). */
export const hallCallsRef = (fs: Firestore, compeId: string): DocumentReference =>
  doc(fs, 'compes', compeId, 'stages', HALL_CALLS_ID);

/** compes/{compeId}/stages/{stageId}/changes: who changed which result when (staff only). */
export const stageChangesRef = (fs: Firestore, compeId: string, stageId: string): CollectionReference =>
  collection(fs, 'compes', compeId, 'stages', stageId, 'changes');
