import { Fragment } from 'react';
import { fitSize, type Certificate as CertificateData } from '../certificates';
import styles from './certificate.lazy.module.css';

/**
 * The length (mm) of a column inside the frame: the sheet's 296 less its padding, border and frame's
 * padding, less 5 % for glyphs a font sets a little taller than their size.
 */
const COLUMN_MM = (296 - 2 * 14 - 2 * 2.5 - 2 * 14) * 0.95;

/** Runs of one or two digits set across the column (縦中横); other text as it is. */
function Upright({ text }: { text: string }) {
  const parts = text.split(/(\d{1,2})/);
  return (
    <>
      {parts.map((part, i) =>
        /^\d{1,2}$/.test(part) ? (
          <span key={i} className={styles.tcy}>
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * One 表彰状 on one A4 portrait page, in 縦書き from the right: 表彰状, the placing or award, 所属 and
 * the name (a pair's two names, a column each; set smaller when long), the text, the date and the club.
 */
export function CertificateSheet({
  certificate,
  text,
  date,
  clubName,
}: {
  certificate: CertificateData;
  text: string;
  date: string;
  clubName: string;
}) {
  // A pair's two names stand in two columns, set a little smaller so the sheet keeps its columns.
  const longest = certificate.names.reduce((a, b) => ([...b].length > [...a].length ? b : a), '');
  const nameSize = fitSize(`${longest}殿`, COLUMN_MM - 36 - 6, certificate.names.length > 1 ? 13 : 16);
  // The honour may name a 部門 (「一般シングルス\u3000優勝」): a long one is set smaller, as the name is,
  // its letter spacing (2 mm at 11 mm, 0.18 em) with it, so it stays one column.
  const honourSize = fitSize(certificate.honour, COLUMN_MM / 1.2, 11);
  const honourStyle =
    honourSize < 11
      ? { fontSize: `${honourSize}mm`, letterSpacing: `${(honourSize * 0.18).toFixed(1)}mm` }
      : {};
  // The text takes at most four columns (at 8 mm, 1.7 line height) whatever the competition's name.
  const textSize = Math.min(8, Math.floor(((COLUMN_MM - 10) * 4 * 10) / Math.max(1, [...text].length)) / 10);
  return (
    <section
      className={styles.sheet}
      aria-label={`表彰状 ${certificate.label} ${certificate.name}${certificate.holder ? ` ${certificate.holder}さんの分` : ''}`}
    >
      <div className={styles.frame}>
        <p className={styles.title}>表彰状</p>
        <p className={styles.honour} style={honourStyle}>
          <Upright text={certificate.honour} />
        </p>
        <div className={styles.who}>
          {certificate.affiliation ? (
            <p
              className={styles.affiliation}
              style={{ fontSize: `${fitSize(certificate.affiliation, COLUMN_MM - 20, 6.5)}mm` }}
            >
              <Upright text={certificate.affiliation} />
            </p>
          ) : null}
          {certificate.names.map((name, i) => (
            <p key={i} className={styles.name} style={{ fontSize: `${nameSize}mm` }}>
              <Upright text={name} />
              <span className={styles.honorific}>殿</span>
            </p>
          ))}
        </div>
        <p className={styles.text} style={{ fontSize: `${textSize}mm` }}>
          {text}
        </p>
        <p className={styles.date}>{date}</p>
        <p className={styles.club} style={{ fontSize: `${fitSize(clubName, COLUMN_MM - 70, 8)}mm` }}>
          <Upright text={clubName} />
        </p>
      </div>
    </section>
  );
}
