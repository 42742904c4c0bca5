import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { fieldProps } from '@/components/form-field-props';
import { createCompeFormSchema, type CreateCompeForm } from '@/shared/schemas/compe-form';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Resolves when saved; a rejection keeps the dialog open with everything typed. */
  onCreate: (form: CreateCompeForm) => Promise<void>;
}

export function CreateCompeDialog({ open, onClose, onCreate }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateCompeForm>({
    resolver: zodResolver(createCompeFormSchema),
    mode: 'onChange',
    defaultValues: { title: '', shortTitle: '', date: '' },
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onCreate(values);
    } catch (error) {
      console.error(error);
      setFailure('大会を作成できませんでした。入力内容はそのままです。もう一度お試しください。');
    }
  });

  return (
    <FormDialog
      open={open}
      title="大会を作成"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="作成"
      busy={isSubmitting}
      cancelWhileBusy
      submitDisabled={!isValid}
      error={failure}
    >
      <TextField {...fieldProps(form, 'title', ' ')} label="大会名" required autoFocus />
      <TextField
        {...fieldProps(form, 'shortTitle', '一覧や上部バーに表示する短い名前（任意）')}
        label="略称"
      />
      <TextField
        {...fieldProps(form, 'date', '開始時刻は作成後の大会設定で変更できます（初期値 9:00）')}
        label="開催日"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
