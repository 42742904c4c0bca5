import classes from './ui/feedback.module.css';

export type BadgeTone = 'default' | 'primary' | 'success' | 'warning' | 'secondary' | 'error';

/** A small status label with AA contrast; lighter than MUI's Chip for public first loads. */
export function StatusBadge({ label, tone = 'default' }: { label: string; tone?: BadgeTone }) {
  return <span className={`${classes.badge} ${classes[`badge-${tone}`]}`}>{label}</span>;
}
