import type { RegistForm } from '@/shared/schemas/regist';
import type { RegistTeam } from '@/shared/schemas/tie';

/**
 * The teams a registration stores (regist.teams, schemas/tie.ts registTeamSchema) from the teams the
 * form sent, as registFormSchemaFor passed them: each member gets its id m1, m2 … in the form's
 * order, the ids an entry made from the registration (「申込者から作成」) keeps (docs/data-model.md
 * "regists").
 */
export function registTeams(teams: NonNullable<RegistForm['teams']>): Record<string, RegistTeam> {
  return Object.fromEntries(
    Object.entries(teams).map(([divisionId, team]) => [
      divisionId,
      {
        name: team.name,
        members: team.members.map(({ name, kana, lead }, index) => ({
          id: `m${index + 1}`,
          name,
          ...(kana ? { kana } : {}),
          ...(lead ? { lead: true } : {}),
        })),
      },
    ]),
  );
}
