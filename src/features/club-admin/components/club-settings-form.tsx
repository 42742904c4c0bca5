import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNotify } from '@/components/snackbar';
import { LABELS, MESSAGES } from '@/shared/messages';
import { LIMITS } from '@/shared/schemas/limits';
import { clubSettingsSchema, type ClubSettings } from '@/shared/schemas/club-form';
import { updateClub } from '@/lib/db/clubs/update-club';
import { clubChanges, clubSettingsValues } from '../api/club-changes';
import type { EditedClub } from '@/lib/db/clubs/use-club-document';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { EmailsField } from './emails-field';

interface Props {
  club: EditedClub;
  /** Club admin or super-user; everyone else sees the values read-only. */
  canEdit: boolean;
  /** `order` (the position on the home page) is a super-user's decision. */
  canSetOrder: boolean;
}

/**
 * The club's basic fields. Starts from the stored club once and keeps what is typed: a save that
 * fails leaves every value in place, and a save that succeeds becomes the new starting point.
 */
export function ClubSettingsForm({ club, canEdit, canSetOrder }: Props) {
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  // What the form started from: only fields changed since then are saved.
  const [baseline, setBaseline] = useState(() => clubSettingsValues(club));
  const form = useForm<ClubSettings>({
    resolver: zodResolver(clubSettingsSchema),
    mode: 'onChange',
    defaultValues: baseline,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting, isDirty },
  } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const changes = clubChanges(baseline, values, canSetOrder, club.emailsToMove);
    if (Object.keys(changes).length === 0) {
      notify('変更はありません', 'info');
      return;
    }
    try {
      await updateClub(club.id, changes);
    } catch (error) {
      console.error('updating the club failed', error);
      setProblem(writeErrorMessage(error));
      return;
    }
    const saved = { ...values, shortName: changes.shortName ?? values.shortName };
    setBaseline(saved);
    reset(saved);
    notify(MESSAGES.saved);
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label="クラブ情報">
        <TextField
          {...register('clubName')}
          label="クラブ名"
          required
          fullWidth
          disabled={!canEdit}
          error={!!errors.clubName}
          helperText={errors.clubName?.message ?? ' '}
          slotProps={{ htmlInput: { maxLength: LIMITS.clubName } }}
        />
        <TextField
          {...register('shortName')}
          label="略称"
          fullWidth
          disabled={!canEdit}
          error={!!errors.shortName}
          helperText={errors.shortName?.message ?? '空欄の場合はクラブ名が使われます'}
          slotProps={{ htmlInput: { maxLength: LIMITS.shortName } }}
        />
        <EmailsField disabled={!canEdit} />
        <TextField
          {...register('desc')}
          label="クラブの紹介"
          fullWidth
          multiline
          minRows={4}
          disabled={!canEdit}
          error={!!errors.desc}
          helperText={
            errors.desc?.message ?? 'クラブページに表示されます。改行はそのまま、URL はリンクになります'
          }
          slotProps={{ htmlInput: { maxLength: LIMITS.desc } }}
        />
        {canSetOrder ? (
          <TextField
            {...register('order')}
            label="表示順"
            type="number"
            sx={{ maxWidth: 200 }}
            error={!!errors.order}
            helperText={
              errors.order?.message ?? '小さいほどホームの上に表示されます（管理者には表示されません）'
            }
            slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
          />
        ) : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {canEdit ? (
          <div>
            <Button type="submit" variant="contained" disabled={!isValid || !isDirty || isSubmitting}>
              {isSubmitting ? '保存中…' : LABELS.save}
            </Button>
          </div>
        ) : null}
      </Stack>
    </FormProvider>
  );
}
