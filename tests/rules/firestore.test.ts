/**
 * firestore.rules against the emulator: the role × operation matrix of every path (one suite per
 * collection, plus server-owned and unknown paths), the field cases of every writable document,
 * the list queries, and at the end the printed matrix and the rules coverage.
 *
 * One file, so one test environment serves ~1,800 tests, and the coverage check, registered last,
 * runs after every suite (vitest runs a file's tests in order).
 */
import { afterAll, describe } from 'vitest';
import {
  clubContactRows,
  clubRows,
  describeClubFields,
  describeLinkFields,
  linkRows,
  memberRows,
} from './firestore/clubs';
import {
  awardRows,
  boardRows,
  describeAwardFields,
  describeBoardFields,
  describeEntryFields,
  describeRegistFields,
  describeUnitFields,
  entryRows,
  registRows,
  unitRows,
} from './firestore/compe-children';
import { compeRows, describeCompeFields } from './firestore/compes';
import { describeQueries } from './firestore/queries';
import { deniedRows, mailRows } from './firestore/server-owned';
import { describeTeamStageFields, orderRows } from './firestore/orders';
import {
  describeStageChangeFields,
  describeHallCallFields,
  describeStageFields,
  hallCallRows,
  reportRows,
  secretRows,
  stageChangeRows,
  stageRows,
} from './firestore/stages';
import { describeTicketFields, ticketRows } from './firestore/tickets';
import { describeCoverage } from './support/coverage';
import { setUpFirestoreEnv } from './support/emulator';
import { describeMatrix, formatMatrix } from './support/matrix';

setUpFirestoreEnv();

describe('clubs', () => {
  describeMatrix(clubRows);
  describeMatrix(clubContactRows);
  describeClubFields();
});

describe('clubs/*/members', () => {
  describeMatrix(memberRows);
});

describe('clubs/*/links', () => {
  describeMatrix(linkRows);
  describeLinkFields();
});

describe('compes', () => {
  describeMatrix(compeRows);
  describeCompeFields();
});

describe('compes/*/units', () => {
  describeMatrix(unitRows);
  describeUnitFields();
});

describe('compes/*/entries', () => {
  describeMatrix(entryRows);
  describeEntryFields();
});

describe('compes/*/awards', () => {
  describeMatrix(awardRows);
  describeAwardFields();
});

describe('compes/*/live/board', () => {
  describeMatrix(boardRows);
  describeBoardFields();
});

describe('compes/*/regists', () => {
  describeMatrix(registRows);
  describeRegistFields();
});

describe('compes/*/stages', () => {
  describeMatrix(stageRows);
  describeStageFields();
  describeMatrix(hallCallRows);
  describeHallCallFields();
});

describe('compes/*/stages/*/changes', () => {
  describeMatrix(stageChangeRows);
  describeStageChangeFields();
});

describe('compes/*/reports and secrets (reporting results from the floor)', () => {
  describeMatrix(reportRows);
  describeMatrix(secretRows);
});

describe('compes/*/orders and team stages (団体戦)', () => {
  describeMatrix(orderRows);
  describeTeamStageFields();
});

describe('tickets', () => {
  describeMatrix(ticketRows);
  describeTicketFields();
});

describe('mailbox', () => {
  describeMatrix(mailRows.filter((row) => row.name.startsWith('mailbox/')));
});

describe('mails', () => {
  describeMatrix(mailRows.filter((row) => row.name.startsWith('mails/')));
});

describe('throttles', () => {
  describeMatrix(deniedRows.filter((row) => row.name.startsWith('throttles/')));
});

describe('unknown paths', () => {
  describeMatrix(deniedRows.filter((row) => !row.name.startsWith('throttles/')));
});

describeQueries();

describeCoverage();

afterAll(() => {
  process.stdout.write(`\n${formatMatrix()}\n\n`);
});
