import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type QrScanner from 'qr-scanner';
import { LABELS } from '@/shared/messages';
import type { Regist } from '@/shared/schemas/regist';
import { setCheckedIn } from '@/lib/db/regists/set-checked-in';
import { checkInOutcome, createRepeatGuard, outcomeMessage, withCheckIns } from '../check-in-scan';
import { followCheckIn } from '../use-check-in-notices';
import { CheckInNotices } from './check-in-notices';
import { checkInCounts } from '../regist-list';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

type Camera = 'starting' | 'scanning' | 'insecure' | 'notFound' | 'denied' | 'failed';
const CAMERA_PROBLEMS: Partial<Record<Camera, string>> = {
  insecure: STAFF_MESSAGES.cameraInsecure,
  notFound: STAFF_MESSAGES.cameraNotFound,
  denied: STAFF_MESSAGES.cameraDenied,
  failed: STAFF_MESSAGES.cameraFailed,
};

type Tone = 'success' | 'warning' | 'error' | 'info';
const TONES: Record<Tone, { bg: string; fg: string; border: string }> = {
  success: { bg: '#e3f2ea', fg: '#1f5c3c', border: '#2e7d4f' },
  warning: { bg: '#fff1dc', fg: '#8a4b00', border: '#c77700' },
  error: { bg: '#fdecea', fg: '#8c1d18', border: '#d32f2f' },
  info: { bg: '#e1f3fa', fg: '#075a7a', border: '#0b7fab' },
};

interface Result {
  tone: Tone;
  headline: string;
  regist?: Regist;
}

/**
 * Why the camera could not start. qr-scanner reports every getUserMedia failure as "Camera not
 * found.", so a refused permission is told apart by asking the Permissions API where there is one.
 */
async function cameraProblem(Scanner: typeof QrScanner, error: unknown): Promise<Camera> {
  if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) {
    return 'denied';
  }
  try {
    const permission = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    if (permission?.state === 'denied') return 'denied';
  } catch {
    // Firefox and older Safari do not know the 'camera' permission name.
  }
  const hasCamera = await Scanner.hasCamera().catch(() => false);
  return hasCamera ? 'failed' : 'notFound';
}

function ResultLine({ result }: { result: Result | null }) {
  const tone = TONES[result?.tone ?? 'info'];
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: 96,
        p: 2,
        borderRadius: 1,
        border: 2,
        borderColor: result ? tone.border : 'divider',
        bgcolor: result ? tone.bg : 'transparent',
        color: result ? tone.fg : 'text.secondary',
      }}
    >
      {result ? (
        <>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>
            {result.headline}
          </Typography>
          {result.regist ? (
            <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {`受付番号 ${result.regist.number}\u3000${result.regist.name} さん`}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography>参加票のQRコードをカメラに向けてください</Typography>
      )}
    </Box>
  );
}

/**
 * The desk: the rear camera reads 参加票 QR codes one after another and checks each accepted
 * registration in at once; a typed 受付番号 or ticket URL does the same when there is no camera.
 * qr-scanner is loaded only here, when the dialog opens.
 */
function CheckInDesk({ compeId, regists }: { compeId: string; regists: readonly Regist[] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const registsRef = useRef(regists);
  const [guard] = useState(() => createRepeatGuard());
  const [camera, setCamera] = useState<Camera>('starting');
  const [result, setResult] = useState<Result | null>(null);
  const [typed, setTyped] = useState('');

  // The scanner's callback outlives renders; it reads the list as it is when a code is read.
  useEffect(() => {
    registsRef.current = regists;
  }, [regists]);

  /** Check-ins this desk made that the list may not show yet, by registration id. */
  const made = useRef(new Map<string, Date>());

  const handle = useCallback(
    (text: string, input: 'scan' | 'typed') => {
      const outcome = checkInOutcome(withCheckIns(registsRef.current, made.current), text, input);
      if (outcome.kind !== 'checkIn') {
        const tone: Tone = outcome.kind === 'already' ? 'warning' : 'error';
        const regist = 'regist' in outcome ? outcome.regist : undefined;
        setResult({ tone, headline: outcomeMessage(outcome), regist });
        navigator.vibrate?.([80, 60, 80]);
        return;
      }
      // Done at once, from the list this phone holds, with or without a connection: the server's
      // answer comes when it can (an earlier check-in on another phone: check-in-notices.ts).
      const { regist } = outcome;
      const write = setCheckedIn(compeId, regist.id, true);
      if (write.at) made.current.set(regist.id, write.at);
      void write.settled.then(() => made.current.delete(regist.id));
      followCheckIn(compeId, regist, write);
      setResult({ tone: 'success', headline: STAFF_MESSAGES.checkInDone, regist });
      navigator.vibrate?.(120);
    },
    [compeId],
  );

  useEffect(() => {
    let cancelled = false;
    let scanner: QrScanner | undefined;
    const start = async () => {
      if (window.isSecureContext === false) {
        setCamera('insecure');
        return;
      }
      let Scanner: typeof QrScanner;
      try {
        Scanner = (await import('qr-scanner')).default;
      } catch (error) {
        console.error('qr-scanner failed to load', error);
        if (!cancelled) setCamera('failed');
        return;
      }
      if (cancelled || !videoRef.current) return;
      scanner = new Scanner(
        videoRef.current,
        ({ data }) => {
          if (guard(data, Date.now())) handle(data, 'scan');
        },
        {
          preferredCamera: 'environment',
          maxScansPerSecond: 10,
          highlightScanRegion: true,
          highlightCodeOutline: true,
          returnDetailedScanResult: true,
        },
      );
      try {
        await scanner.start();
        if (!cancelled) setCamera('scanning');
      } catch (error) {
        console.error('camera failed to start', error);
        scanner.destroy();
        scanner = undefined;
        const problem = await cameraProblem(Scanner, error);
        if (!cancelled) setCamera(problem);
      }
    };
    void start();
    return () => {
      cancelled = true;
      scanner?.destroy();
    };
  }, [guard, handle]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    handle(typed, 'typed');
    setTyped('');
  };

  const problem = CAMERA_PROBLEMS[camera];
  const { checkedIn, accepted } = checkInCounts(regists);
  return (
    <Stack spacing={2}>
      {problem ? (
        <Alert severity="warning">{problem}</Alert>
      ) : (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: 480,
            mx: 'auto',
            aspectRatio: '1 / 1',
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="カメラの映像"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {camera === 'starting' ? (
            <Typography
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: 'common.white',
              }}
            >
              カメラを起動しています…
            </Typography>
          ) : null}
        </Box>
      )}
      <ResultLine result={result} />
      <CheckInNotices compeId={compeId} />
      <Typography variant="body2" color="textSecondary">
        受付済み {checkedIn} / 承認済 {accepted}
      </Typography>
      <Stack
        component="form"
        direction="row"
        onSubmit={submit}
        aria-label="受付番号かURLで受付"
        noValidate
        sx={{ gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="受付番号または参加票のURL"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          autoComplete="off"
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap' }}>
          受付
        </Button>
      </Stack>
    </Stack>
  );
}

/** 「QRで受付」: full screen on a phone; the camera stops when it closes. */
export function QrCheckInDialog({
  compeId,
  regists,
  onClose,
}: {
  compeId: string;
  regists: readonly Regist[];
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>QRで受付</DialogTitle>
      <DialogContent>
        <CheckInDesk compeId={compeId} regists={regists} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LABELS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
