import classes from './ui/feedback.module.css';

/** A plain CSS spinner: the loading state of every page, so it must cost next to nothing. */
export function PageLoading({ label = '読み込み中' }: { label?: string }) {
  return (
    <div className={classes.spinnerBox} role="progressbar" aria-label={label}>
      <div className={classes.spinner} />
    </div>
  );
}
