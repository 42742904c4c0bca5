import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { fieldProps } from '@/components/form-field-props';
import { useNotify } from '@/components/snackbar';
import { LIMITS } from '@/shared/schemas/limits';
import { createClubFormSchema, type CreateClubForm } from '@/shared/schemas/club-form';
import { ClubExistsError, createClub } from '@/lib/db/clubs/create-club';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { MESSAGES } from '@/shared/messages';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called with the new club's id once it exists. */
  onCreated: (clubId: string) => void;
}

/** A new club: its id (its URL, for good), names and contact addresses; the rest starts at defaults. */
export function CreateClubDialog({ open, onClose, onCreated }: Props) {
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateClubForm>({
    resolver: zodResolver(createClubFormSchema),
    mode: 'onChange',
    defaultValues: { id: '', clubName: '', shortName: '', emails: '' },
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await createClub(values);
    } catch (error) {
      if (!(error instanceof ClubExistsError)) console.error('createClub failed', error);
      setProblem(error instanceof ClubExistsError ? MESSAGES.clubExists : writeErrorMessage(error));
      return;
    }
    notify(`${values.clubName}を作成しました`);
    onCreated(values.id);
  });

  return (
    <FormDialog
      open={open}
      title="クラブを作成"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="作成する"
      busyLabel="作成中…"
      busy={isSubmitting}
      cancelWhileBusy
      submitDisabled={!isValid}
      error={problem}
    >
      {/* Closer than the shell's fields: each has a line of help under it. */}
      <Stack spacing={1}>
        <TextField
          {...fieldProps(
            form,
            'id',
            'URL になります（例: sakura-tt → /sakura-tt）。半角英小文字・数字・ハイフン、後から変更できません',
          )}
          label="クラブID"
          required
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          {...fieldProps(form, 'clubName', ' ')}
          label="クラブ名"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.clubName } }}
        />
        <TextField
          {...fieldProps(form, 'shortName', '空欄の場合はクラブ名が使われます')}
          label="略称"
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.shortName } }}
        />
        <TextField
          {...fieldProps(form, 'emails', `1行に1件、${LIMITS.clubEmails}件まで（空欄可）`)}
          label="連絡先メールアドレス"
          fullWidth
          multiline
          minRows={2}
        />
      </Stack>
    </FormDialog>
  );
}
