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
 * the name (set smaller when long), the text, the date and the club.
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
  const nameSize = fitSize(`${certificate.name}殿`, COLUMN_MM - 36 - 6, 16);
  // The text takes at most four columns (at 8 mm, 1.7 line height) whatever the competition's name.
  const textSize = Math.min(8, Math.floor(((COLUMN_MM - 10) * 4 * 10) / Math.max(1, [...text].length)) / 10);
  return (
    <section className={styles.sheet} aria-label={`表彰状 ${certificate.label} ${certificate.name}`}>
      <div className={styles.frame}>
        <p className={styles.title}>表彰状</p>
        <p className={styles.honour}>
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
          <p className={styles.name} style={{ fontSize: `${nameSize}mm` }}>
            <Upright text={certificate.name} />
            <span className={styles.honorific}>殿</span>
          </p>
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
