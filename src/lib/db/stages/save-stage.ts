import {
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { newStageRef, stageChangesRef, stageRef } from './refs';

/**
 * What the stage dialog edits; the draw, pairings, results and calls are the play's own. Tables are
 * optional: a stage added without them plays on none (台, calls confirmed by staff).
 */
export type StageSettings = Omit<
  Stage,
  'id' | 'draw' | 'pairings' | 'results' | 'tables' | 'status' | 'tableCount' | 'tableLabel' | 'autoCall'
> &
  Partial<Pick<Stage, 'tableCount' | 'tableLabel' | 'autoCall'>>;

/** Adds a stage with nothing drawn yet. Returns its id. */
export async function createStage(compeId: string, settings: StageSettings): Promise<string> {
  const ref = newStageRef(db(), compeId);
  await setDoc(ref, {
    tableCount: 0,
    tableLabel: '台',
    autoCall: false,
    ...settings,
    draw: [],
    pairings: {},
    results: {},
    tables: {},
    status: 'draft',
  });
  return ref.id;
}

/** Saves a stage's settings (only while nothing is drawn: the page does not offer it after). */
export async function updateStageSettings(
  compeId: string,
  stageId: string,
  settings: StageSettings,
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { ...settings });
}

/**
 * 組み合わせを作成: the bracket positions or league groups (and the draw number they came from),
 * or for a Swiss stage its first round. Any results of an earlier draw go: they were for other
 * matches.
 */
export async function saveDraw(
  compeId: string,
  stageId: string,
  draw: {
    draw: number[];
    drawSeed: number;
    pairings?: Record<string, number[]>;
    entrants?: Stage['entrants'];
  },
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), {
    // A 決勝トーナメント's entrants are the league's qualifiers, known only now.
    ...(draw.entrants ? { entrants: draw.entrants } : {}),
    draw: draw.draw,
    drawSeed: draw.drawSeed,
    pairings: draw.pairings ?? {},
    results: {},
    tables: {},
    status: 'running',
  });
}

/** スイス式: adds the next round's pairings (a, b, a, b … as entrant indices). */
export async function saveSwissRound(
  compeId: string,
  stageId: string,
  round: number,
  pairs: number[],
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { [`pairings.${round}`]: pairs });
}

export interface ResultChange {
  matchId: string;
  /** The result as it was (null: none), and as it is now (null: cleared). */
  before: StageResult | null;
  after: Omit<StageResult, 'at'> | null;
  /** Matches further on whose stored result stops counting because of this change. */
  affected: string[];
  uid: string;
}

/**
 * 結果を入力 / 確定 / 訂正: one result written as its own field of the stage (two staff, or a queued
 * write from a phone, never overwrite each other's matches) and the change log entry beside it, in
 * one batch: who, when, before and after, and what it changed downstream.
 */
export async function recordResult(compeId: string, stageId: string, change: ResultChange): Promise<void> {
  const batch = writeBatch(db());
  batch.update(stageRef(db(), compeId, stageId), {
    [`results.${change.matchId}`]: change.after ? { ...change.after, at: serverTimestamp() } : deleteField(),
  });
  batch.set(doc(stageChangesRef(db(), compeId, stageId)), {
    matchId: change.matchId,
    before: change.before,
    after: change.after,
    affected: change.affected,
    by: change.uid,
    at: serverTimestamp(),
  });
  await batch.commit();
}

/** Marks a stage finished (or running again). */
export async function setStageStatus(
  compeId: string,
  stageId: string,
  status: Stage['status'],
): Promise<void> {
  await updateDoc(stageRef(db(), compeId, stageId), { status });
}

export async function deleteStage(compeId: string, stageId: string): Promise<void> {
  await deleteDoc(stageRef(db(), compeId, stageId));
}
