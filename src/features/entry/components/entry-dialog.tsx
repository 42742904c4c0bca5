import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { fieldProps } from '@/components/form-field-props';
import { useNotify } from '@/components/snackbar';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { LABELS } from '@/shared/messages';
import type { Entry, EntryFormInput, EntryFormValues } from '@/shared/schemas/entry';
import { teamSettingsOf } from '@/shared/team-settings';
import { EntryNumberTakenError, saveEntry } from '@/lib/db/entries/save-entry';
import type { BoardRefresh } from '@/lib/db/board/board-refresh';
import { entryNumberTakenMessage } from '../api/create-entries-error';
import { ENTRY_LABELS } from '../entry-columns';
import { nextEntryNumber } from '../entry-numbers';
import { entryResolver, storedMembers, type DialogDivision } from '../roster-form';
import { RosterFields } from './roster-fields';

interface Props {
  compeId: string;
  /** The entry to edit; null to add one. */
  entry: Entry | null;
  /** The live list: the next number and the uniqueness check come from it. */
  entries: readonly Entry[];
  /** An edit's number and name show on ライブ: the board written with it (lib/db/board/board-refresh.ts). */
  refreshBoard?: BoardRefresh | null;
  onClose: () => void;
  onDelete: (entry: Entry) => void;
  /**
   * The competition's 部門 (compe.divisions): when there are any, 部門 is one of them (saved as
   * divisionId) instead of free text; an entry of a 団体 部門 is a team with its roster.
   */
  divisions?: readonly DialogDivision[];
  /** A new entry's 部門: the one the list is narrowed to, if any. */
  defaultDivisionId?: string;
}

const NO_DIVISIONS: readonly DialogDivision[] = [];

const blank = (number: number | null): EntryFormInput => ({
  number: number === null ? '' : String(number),
  name: '',
  kana: '',
  affiliation: '',
  category: '',
  memo: '',
  members: [],
});

/** Distinct non-empty values, offered as suggestions (so 部門 is typed the same way each time). */
const distinct = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'ja'));

/**
 * Adds or edits one entry. A new entry starts with the next free number (max + 1); 「追加して続ける」
 * keeps the dialog open for the next person, as at a reception desk. An entry of a 団体 部門 is a
 * team: チーム名 and its 選手名簿 (RosterFields), within the 部門's fewest and most members.
 */
export function EntryDialog({
  compeId,
  entry,
  entries,
  refreshBoard = null,
  onClose,
  onDelete,
  divisions = NO_DIVISIONS,
  defaultDivisionId,
}: Props) {
  const divided = divisions.length > 0;
  // Only where there are 部門: a one-event competition's form and writes stay as they were.
  const divisionOf = (id: string | undefined): Pick<EntryFormInput, 'divisionId'> =>
    divided ? { divisionId: id || undefined } : {};
  const notify = useNotify();
  const listId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const taken = entries.map((e) => e.number);
  const resolver = useMemo(() => entryResolver(divisions), [divisions]);
  const form = useForm<EntryFormInput, unknown, EntryFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: entry
      ? {
          number: String(entry.number),
          name: entry.name,
          kana: entry.kana,
          affiliation: entry.affiliation,
          category: entry.category,
          memo: entry.memo,
          members: (entry.members ?? []).map((member) => ({
            ...member,
            kana: member.kana ?? '',
            lead: !!member.lead,
          })),
          ...divisionOf(entry.divisionId),
        }
      : { ...blank(nextEntryNumber(taken)), ...divisionOf(defaultDivisionId) },
  });
  const {
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = form;
  const divisionId = useWatch({ control: form.control, name: 'divisionId' });
  const chosen = divisions.find((d) => d.id === divisionId);
  const team = chosen?.kind === 'team' ? teamSettingsOf(chosen) : null;
  const suggestions = useMemo(
    () => ({
      affiliation: distinct(entries.map((e) => e.affiliation)),
      category: distinct(entries.map((e) => e.category)),
    }),
    [entries],
  );

  const save = (andNext: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        // Offline this resolves once the write is kept on the device (lib/db/entries/save-entry.ts).
        await saveEntry(
          compeId,
          entry?.id ?? null,
          // With 部門, none chosen takes the entry out of any (null). A team keeps its roster; an
          // entry moved out of a 団体 部門 loses it (null).
          {
            ...(divided ? { ...values, divisionId: values.divisionId ?? null } : values),
            members: team ? storedMembers(values.members ?? []) : entry?.members ? null : undefined,
          },
          entries,
          refreshBoard,
        );
      } catch (error) {
        if (error instanceof EntryNumberTakenError) {
          setError('number', { message: entryNumberTakenMessage(error) }, { shouldFocus: true });
          return;
        }
        console.error(error);
        setFailure(writeErrorMessage(error));
        return;
      }
      notify(
        entry
          ? `${values.number} ${values.name} を保存しました`
          : `${values.number} ${values.name} を追加しました`,
      );
      if (!andNext) return onClose();
      // The list may not show the new entry yet: count its number as taken.
      // The next person at the desk is likely of the same 部門.
      reset({ ...blank(nextEntryNumber([...taken, values.number])), ...divisionOf(values.divisionId) });
      setFocus('name');
    });

  const field = (
    name: 'kana' | 'affiliation' | 'category' | 'memo',
    options: { suggestions?: string[]; multiline?: boolean } = {},
  ) => {
    const list = options.suggestions?.length ? `${listId}-${name}` : undefined;
    return (
      <>
        <TextField
          {...fieldProps(form, name)}
          label={ENTRY_LABELS[name]}
          fullWidth
          multiline={options.multiline}
          minRows={options.multiline ? 2 : undefined}
          slotProps={{ htmlInput: { list, autoComplete: 'off' } }}
        />
        {list ? (
          <datalist id={list}>
            {options.suggestions?.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        ) : null}
      </>
    );
  };

  return (
    <FormDialog
      title={entry ? 'エントリーを編集' : 'エントリーを追加'}
      onClose={onClose}
      onSubmit={save(false)}
      submitLabel={entry ? LABELS.save : '追加'}
      busyLabel="保存中…"
      busy={isSubmitting}
      error={failure}
      onDelete={entry ? () => onDelete(entry) : undefined}
      actions={
        entry ? null : (
          <Button onClick={save(true)} disabled={isSubmitting}>
            追加して続ける
          </Button>
        )
      }
    >
      <TextField
        {...fieldProps(form, 'number', entry ? undefined : '次の番号を自動で入れています（変更できます）')}
        label={ENTRY_LABELS.number}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ maxWidth: 200 }}
      />
      <TextField
        {...fieldProps(form, 'name')}
        label={team ? 'チーム名' : ENTRY_LABELS.name}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {field('kana')}
      {field('affiliation', { suggestions: suggestions.affiliation })}
      {divided ? (
        <Controller
          control={form.control}
          name="divisionId"
          render={({ field: division }) => (
            <TextField
              select
              label={ENTRY_LABELS.category}
              value={division.value ?? ''}
              onChange={(event) => division.onChange(event.target.value || undefined)}
              onBlur={division.onBlur}
              inputRef={division.ref}
              fullWidth
            >
              <MenuItem value="">未設定</MenuItem>
              {divisions.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : (
        field('category', { suggestions: suggestions.category })
      )}
      {team ? <RosterFields form={form} min={team.min} max={team.max} /> : null}
      {field('memo', { multiline: true })}
    </FormDialog>
  );
}
