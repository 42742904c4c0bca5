import { FilePickButton } from '@/components/file-pick-button';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { storageUrl } from '@/lib/storage-url';
import { LOGO_ACCEPT, logoProblem, replaceLogo, type LogoUpload } from '../api/replace-logo';

interface Props {
  clubId: string;
  clubName: string;
  logoPath: string | undefined;
  canEdit: boolean;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number; cancel: () => void }
  | { kind: 'failed'; message: string };

/**
 * The club's logo: pick an image, see it upload, and it replaces the old one. It is saved on its
 * own, apart from the club form, so a Storage that cannot be reached never holds the form back.
 */
export function LogoField({ clubId, clubName, logoPath, canEdit }: Props) {
  const notify = useNotify();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [broken, setBroken] = useState<string | null>(null);

  const choose = async (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      setState({ kind: 'failed', message: problem });
      return;
    }
    const upload: LogoUpload = replaceLogo(clubId, file, logoPath, (progress) =>
      setState((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
    );
    setState({ kind: 'uploading', progress: 0, cancel: upload.cancel });
    const result = await upload.done;
    if (result.ok) {
      setState({ kind: 'idle' });
      notify('ロゴを更新しました');
    } else {
      setState({ kind: 'failed', message: result.error });
    }
  };

  const uploading = state.kind === 'uploading';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 120,
            height: 120,
            flexShrink: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'background.default',
          }}
        >
          {logoPath && broken !== logoPath ? (
            <Box
              component="img"
              src={storageUrl(logoPath)}
              alt={`${clubName}のロゴ`}
              onError={() => setBroken(logoPath)}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', px: 1 }}>
              {logoPath ? 'ロゴを表示できません' : 'ロゴ未設定'}
            </Typography>
          )}
        </Box>
        {canEdit ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FilePickButton
              inputLabel="ロゴ画像ファイル"
              accept={LOGO_ACCEPT}
              onFile={(file) => void choose(file)}
              disabled={uploading}
            >
              {logoPath ? 'ロゴを変更' : 'ロゴを選ぶ'}
            </FilePickButton>
            <Typography variant="body2" color="textSecondary">
              PNG・JPEG・GIF・WebP、5MB以下
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      {state.kind === 'uploading' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(state.progress * 100)}
            aria-label="ロゴのアップロード"
            sx={{ flexGrow: 1 }}
          />
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: '3em' }}>
            {Math.round(state.progress * 100)}%
          </Typography>
          <Button size="small" onClick={state.cancel}>
            中止
          </Button>
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert severity="error" onClose={() => setState({ kind: 'idle' })}>
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
