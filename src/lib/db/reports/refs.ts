import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';

/**
 * compes/{compeId}/reports in `conflict`: the matches whose reports from the floor disagree
 * (docs/play.md "Reporting results from the floor"). Written only by the reportResult function;
 * whoever runs the competition reads them (firestore.rules).
 */
export const conflictReports = (fs: Firestore, compeId: string): Query =>
  query(collection(fs, 'compes', compeId, 'reports'), where('status', '==', 'conflict'));

/** compes/{compeId}/reports: every match's reports (the result dialog lists a match's). */
export const matchReportsOf = (fs: Firestore, compeId: string): Query =>
  query(collection(fs, 'compes', compeId, 'reports'));
