import { FilePickButton } from '@/components/file-pick-button';
import { Section } from '@/components/section';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useNotify } from '@/components/snackbar';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { extensionOf, uploadFile, uploadProblem } from '@/lib/firebase/upload';
import type { Compe } from '@/shared/schemas/compe';
import { useStaffCompe } from '@/lib/db/compes/use-staff-compe';
import { saveCompeSettings } from '@/lib/db/compes/save-compe-settings';
import { useBoardRefresh } from '@/lib/db/board/use-board-refresh';
import { fill } from '@/shared/fill';
import { STAFF_SYNC } from '@/shared/staff-messages';
import { setPosterPath } from '@/lib/db/compes/set-poster-path';
import { EndCompe } from '../components/end-compe';
import { CustomFieldsEditor } from '../components/custom-fields-editor';
import { DivisionsEditor } from '../components/divisions-editor';
import { HallEditor } from '../components/hall-editor';
import {
  compeSettingsFormSchema,
  fromSettingsForm,
  toSettingsForm,
  type CompeSettingsForm,
  type CompeSettingsValues,
} from '@/shared/schemas/compe-form';
import { StaffCompeGate } from '@/components/staff-compe-gate';

/** A form part: the shared page section with its fields stacked. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section title={title}>
      <Stack spacing={2}>{children}</Stack>
    </Section>
  );
}

function PosterUpload({ compe }: { compe: Compe }) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File) => {
    const invalid = uploadProblem(file, 'imageOrPdf');
    setProblem(invalid);
    if (invalid) return;
    setProgress(0);
    let path: string;
    try {
      path = await uploadFile(
        `compe/compes/${compe.id}/poster-${Date.now()}.${extensionOf(file)}`,
        file,
        setProgress,
      );
    } catch (error) {
      // uploadFile's messages are Japanese (uploadErrorMessage).
      setProblem((error as Error).message);
      setProgress(null);
      return;
    }
    try {
      await setPosterPath(compe.id, path);
      notify('ポスターを保存しました');
    } catch (error) {
      console.error(error);
      setProblem(writeErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="textSecondary">
        {compe.posterPath ? `現在のポスター: ${compe.posterPath.split('/').pop()}` : 'ポスターは未登録です'}
        （画像または PDF、5MB まで）
      </Typography>
      <FilePickButton
        inputLabel="ポスターのファイル"
        accept="image/*,application/pdf"
        onFile={(file) => void upload(file)}
        sx={{ alignSelf: 'flex-start' }}
        disabled={progress !== null}
      >
        ポスターを選ぶ
      </FilePickButton>
      {progress !== null ? (
        <LinearProgress variant="determinate" value={progress} aria-label="アップロード中" />
      ) : null}
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
    </Stack>
  );
}

function SettingsForm({ compe, clubId }: { compe: Compe; clubId: string }) {
  const notify = useNotify();
  // The start time and the notice show on ライブ: a change rewrites the board in the same batch.
  const refreshBoard = useBoardRefresh(compe);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompeSettingsForm, unknown, CompeSettingsValues>({
    resolver: zodResolver(compeSettingsFormSchema),
    mode: 'onChange',
    defaultValues: toSettingsForm(compe),
  });

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // Offline this resolves once the batch is kept on the device (lib/sync/answered-or-queued.ts).
      const outcome = await saveCompeSettings(clubId, compe.id, fromSettingsForm(values), refreshBoard);
      reset(values);
      const done = '大会設定を保存しました';
      notify(outcome === 'queued' ? fill(STAFF_SYNC.savedOnDevice, { done }) : done);
    } catch (error) {
      console.error(error);
      setFailure('保存できませんでした。入力内容はそのままです。もう一度お試しください。');
    }
  });

  const text = (name: keyof CompeSettingsForm, label: string, extra: object = {}) => (
    <TextField
      {...register(name)}
      label={label}
      error={!!errors[name]}
      helperText={(errors[name] as { message?: string } | undefined)?.message}
      fullWidth
      {...extra}
    />
  );

  return (
    <form onSubmit={save} noValidate aria-label="大会設定">
      <Stack spacing={2}>
        <FormSection title="基本情報">
          {text('title', '大会名', { required: true })}
          {text('shortTitle', '略称')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('date', '開催日', {
              type: 'date',
              required: true,
              slotProps: { inputLabel: { shrink: true } },
            })}
            {text('time', '開始時刻', {
              type: 'time',
              required: true,
              slotProps: { inputLabel: { shrink: true } },
            })}
          </Stack>
          {text('venue', '会場')}
          {text('desc', '説明', { multiline: true, minRows: 4 })}
          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={
                  field.value
                    ? '公開中（クラブのページに表示されます）'
                    : '非公開（スタッフだけが見られます）'
                }
              />
            )}
          />
        </FormSection>
        <FormSection title="ポスター">
          <PosterUpload compe={compe} />
        </FormSection>
        <FormSection title="申し込み">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('opensAt', '受付開始', {
              type: 'datetime-local',
              slotProps: { inputLabel: { shrink: true } },
            })}
            {text('closesAt', '受付締切', {
              type: 'datetime-local',
              slotProps: { inputLabel: { shrink: true } },
            })}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('capacity', '定員（0 は制限なし）', {
              type: 'number',
              slotProps: { htmlInput: { min: 0 } },
            })}
            <Controller
              control={control}
              name="approval"
              render={({ field }) => (
                <TextField {...field} select label="承認" fullWidth>
                  <MenuItem value="auto">自動で承認</MenuItem>
                  <MenuItem value="manual">スタッフが承認</MenuItem>
                </TextField>
              )}
            />
          </Stack>
          <Controller
            control={control}
            name="waitlist"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="満席のときキャンセル待ちを受け付ける"
              />
            )}
          />
          <Typography variant="body2" color="textSecondary">
            現在の申し込み数: {compe.regist.count}
          </Typography>
        </FormSection>
        <FormSection title="申し込み項目">
          <CustomFieldsEditor control={control} register={register} errors={errors} />
        </FormSection>
        <FormSection title="部門">
          <DivisionsEditor control={control} register={register} setValue={setValue} errors={errors} />
        </FormSection>
        <FormSection title="会場の台">
          <HallEditor control={control} register={register} setValue={setValue} errors={errors} />
        </FormSection>
        <FormSection title="ライブ">
          {text('notice', 'お知らせ（ライブページに表示）', { multiline: true, minRows: 2 })}
          {text('meetingUrl', 'ビデオ会議の URL', { type: 'url' })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('meetingId', 'ミーティング ID')}
            {text('passcode', 'パスコード')}
          </Stack>
        </FormSection>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Stack
          direction="row"
          spacing={1}
          sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}
        >
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? '保存中…' : '保存'}
          </Button>
        </Stack>
        <FormSection title="中止・削除">
          <EndCompe compe={compe} clubId={clubId} />
        </FormSection>
      </Stack>
    </form>
  );
}

/** /{clubId}/form/{compeId}/compe 大会設定 (docs/product.md "Staff pages"). */
export default function CompeSettingsPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compeState = useStaffCompe(compeId);
  return (
    <StaffCompeGate clubId={clubId} compe={compeState}>
      {(compe) => (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {compe.title}
          </Typography>
          <SettingsForm key={compe.id} compe={compe} clubId={clubId} />
        </Stack>
      )}
    </StaffCompeGate>
  );
}
