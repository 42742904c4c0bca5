import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { setAwards } from '@/lib/db/awards/set-awards';
import { LIMITS } from '@/shared/schemas/limits';
import { awardsSchema, type Award, type Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import { STAFF_AWARDS as AWARD_MESSAGES } from '@/shared/staff-messages';

const EMPTY: Award = { title: '', name: '', affiliation: '' };

/**
 * 特別賞など: the awards the organiser names (敢闘賞, 特別賞 …), added, edited and removed here and
 * saved together; a name is chosen from the entries (which fills 所属) or typed. It starts from the
 * stored list and keeps what staff type: the document's own update after a save does not reset it
 * (nor its 「賞を保存しました。」).
 */
export function AwardsEditor({
  compe,
  awards,
  entries,
}: {
  compe: Compe;
  awards: readonly Award[];
  entries: readonly Entry[];
}) {
  const [rows, setRows] = useState<Award[]>([...awards]);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; text: string }>(
    {
      kind: 'idle',
    },
  );
  const names = [...new Set(entries.map((e) => e.name))];
  const change = (i: number, patch: Partial<Award>) => {
    setRows((list) => list.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    setState({ kind: 'idle' });
  };
  const save = async () => {
    const parsed = awardsSchema.safeParse(rows);
    if (!parsed.success) {
      setState({ kind: 'error', text: AWARD_MESSAGES.invalid });
      return;
    }
    setState({ kind: 'saving' });
    try {
      await setAwards(compe.id, parsed.data);
      setRows(parsed.data);
      setState({ kind: 'saved' });
    } catch (error) {
      console.warn(error);
      setState({ kind: 'error', text: AWARD_MESSAGES.saveFailed });
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="textSecondary">
        敢闘賞・特別賞など、主催者が選ぶ賞です（{LIMITS.awards}件まで）。表彰状の印刷と結果ページに載ります。
      </Typography>
      {rows.length === 0 ? <Typography variant="body2">まだ賞はありません。</Typography> : null}
      {rows.map((row, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' }, width: '100%' }}
          role="group"
          aria-label={`賞 ${i + 1}`}
        >
          <TextField
            label="賞の名前"
            value={row.title}
            required
            onChange={(event) => change(i, { title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LIMITS.awardTitle } }}
            placeholder="敢闘賞"
            sx={{ minWidth: 160 }}
          />
          <Autocomplete
            freeSolo
            options={names}
            inputValue={row.name}
            onInputChange={(_event, value, reason) => {
              if (reason === 'reset' && value === '') return;
              const entry = entries.find((e) => e.name === value);
              change(
                i,
                entry && reason !== 'input'
                  ? { name: value, affiliation: entry.affiliation }
                  : { name: value },
              );
            }}
            sx={{ minWidth: 200 }}
            renderInput={(params) => <TextField {...params} label="名前" required />}
          />
          <TextField
            label="所属"
            value={row.affiliation}
            onChange={(event) => change(i, { affiliation: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LIMITS.awardAffiliation } }}
            sx={{ minWidth: 160 }}
          />
          <Button
            color="error"
            onClick={() => {
              setRows((list) => list.filter((_, j) => j !== i));
              setState({ kind: 'idle' });
            }}
            aria-label={`${row.title || `賞 ${i + 1}`}を削除`}
            sx={{ alignSelf: { sm: 'center' } }}
          >
            削除
          </Button>
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button
          onClick={() => {
            setRows((list) => [...list, EMPTY]);
            setState({ kind: 'idle' });
          }}
          disabled={rows.length >= LIMITS.awards}
        >
          賞を追加
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={state.kind === 'saving'}>
          賞を保存
        </Button>
      </Stack>
      <div role="status">
        {state.kind === 'saved' ? <Alert severity="success">{AWARD_MESSAGES.saved}</Alert> : null}
        {state.kind === 'error' ? <Alert severity="error">{state.text}</Alert> : null}
      </div>
    </Stack>
  );
}
