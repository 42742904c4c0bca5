import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState, type FormEvent } from 'react';
import { Section } from '@/components/section';
import { LIMITS } from '@/shared/schemas/limits';
import { STAFF_LABELS, STAFF_MESSAGES } from '@/shared/staff-messages';

interface Props {
  /** compe.live.notice as stored now. */
  notice: string;
  /** Writes the notice to the competition and the live board; resolves true when saved. */
  onUpdate: (notice: string) => Promise<boolean>;
}

/**
 * The organiser's notice on the live page (「次の種目は10分遅れで開始します」). The field shows the
 * stored notice until staff type; after 更新 it follows the stored one again, so a notice another
 * staff member updates shows up here too. 更新 with an empty field clears it.
 */
export const NoticeForm = memo(function NoticeForm({ notice, onUpdate }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const value = draft ?? notice;
  const tooLong = value.trim().length > LIMITS.notice;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setSaving(true);
    const ok = await onUpdate(value.trim());
    setSaving(false);
    if (ok) setDraft(null);
    setSaved(ok);
  };

  return (
    <Section title="お知らせ">
      <Stack
        component="form"
        noValidate
        aria-label="お知らせ"
        onSubmit={(event) => void submit(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="お知らせ（ライブページに表示）"
          value={value}
          onChange={(event) => {
            setDraft(event.target.value);
            setSaved(false);
          }}
          multiline
          minRows={1}
          fullWidth
          error={tooLong}
          helperText={
            tooLong ? `${LIMITS.notice}文字以内で入力してください` : `${value.trim().length}/${LIMITS.notice}`
          }
        />
        <Button
          type="submit"
          variant="contained"
          disabled={saving || tooLong}
          sx={{ minHeight: 56, minWidth: 96 }}
        >
          {STAFF_LABELS.runSheetUpdate}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: saved ? 1 : 0, color: 'success.dark' }}>
        {saved ? STAFF_MESSAGES.runSheetNoticeSaved : ''}
      </Typography>
      {/* While an edit is not yet sent, what viewers see now. */}
      {draft !== null && draft.trim() !== notice ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {`${notice ? `表示中: ${notice}` : '表示中のお知らせはありません'}（「${STAFF_LABELS.runSheetUpdate}」で反映されます）`}
        </Typography>
      ) : null}
    </Section>
  );
});
