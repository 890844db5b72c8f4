// The report rows' JSON, built by PostgreSQL in one statement over the report
// projector's totals (spec 001 §3, TRAIN-44/45). Set-based: the totals of all the
// trainings are grouped once and hash-joined to them, never read per training, so
// a level of 500 trainees costs one pass over about 2,000 total rows.
//
// The row: id, training, trainee, faculty (primary first, then assistants in
// their order), primaryUser, training_plan, training_report (totals and hours;
// activity types: the plan's in its order, then any other type logged, by id),
// placement_report (by placement id), supervision_site, supervisor.
import type { Knex } from 'knex';

// The JSON is written as text by concatenation: PostgreSQL 15's json_build_object looks up every
// argument's type on every call, which made building 500 rows cost about twice what Node took.
/** A JSON string (or null) of a SQL value; to_json escapes. */
const str = (expr: string): string => `coalesce(to_json(${expr})::text, 'null')`;
/** A JSON number or boolean of a SQL value that is never null (float8 prints the shortest exact form). */
const num = (expr: string): string => `(${expr})::text`;
/** A JSON object of [key, SQL expression giving JSON text] pairs. */
const obj = (pairs: [string, string][]): string =>
  `('{' || ${pairs.map(([key, value], i) => `'${i ? ',' : ''}"${key}":' || ${value}`).join(' || ')} || '}')`;

const hasPrimary = 't.faculty_position_id is not null and t.faculty_user_id is not null';
const primaryUser: [string, string][] = [
  ['id', str('t.faculty_user_id')],
  ['name', str("coalesce(t.faculty_name, '')")],
  ['position_id', str('t.faculty_position_id')],
];

/** `reportHours` of @practicum/shared/domain/reports/hours in SQL: minutes → hours, one decimal, half up. */
const reportHoursSql = (minutes: string): string => `(round(${minutes} / 6.0) / 10)::float8`;

/** Where the builder reads: the report tables and the people/positions tables giving names (qualified names). */
export interface ReportRowTables {
  totals: string;
  siteDays: string;
  plans: string;
  activityTypes: string;
  positions: string;
  users: string;
}

const plainTables: ReportRowTables = {
  totals: 'report_totals',
  siteDays: 'report_site_days',
  plans: 'report_plans',
  activityTypes: 'report_activity_types',
  positions: 'positions',
  users: 'users',
};

/**
 * The report rows of the trainings `query` returns (it gives the columns of query-service's trainingsQuery).
 * `shape: 'array'`: one row, one column `rows`, the JSON array (as text, so the pg driver does not parse it)
 * in trainee name, then start order. `shape: 'rows'`: one row per training (id, trainee_name, row), for the
 * reports projector, which keeps each training's finished row.
 */
export function reportRowsSql(
  knex: Knex,
  query: Knex.QueryBuilder | Knex.Raw,
  options: { placementIds?: readonly string[]; tables?: ReportRowTables; shape?: 'array' | 'rows' },
): Knex.Raw {
  const placements = options.placementIds;
  const tb = options.tables ?? plainTables;
  const placementFilter =
    placements === undefined
      ? ''
      : placements.length === 0
        ? 'and false'
        : `and rt.placement_id in (${placements.map(() => '?').join(', ')})`;
  return knex.raw(
    `with t as ?,
    totals as (
      select rt.training_id, rt.activity_type_id, rt.placement_id,
             rt.approved_minutes as approved, rt.unapproved_minutes as unapproved
      from ${tb.totals} rt
      where rt.training_id in (select id from t) ${placementFilter}
    ),
    by_type as (
      select training_id, activity_type_id, sum(approved) as approved, sum(unapproved) as unapproved
      from totals group by training_id, activity_type_id
    ),
    -- each plan's types expanded once (a level has a few plans), then given to its trainings
    plan_types as (
      select t.id as training_id, pt.activity_type_id, pt.name, pt.hours, pt.color, pt.ord
      from t
      join (
        select p.id as plan_id, (e ->> 'activityTypeId')::uuid as activity_type_id, e ->> 'name' as name,
               (e ->> 'hours')::float8 as hours, e ->> 'color' as color, ord
        from ${tb.plans} p
        cross join lateral jsonb_array_elements(p.activity_types) with ordinality as pe(e, ord)
        where p.id in (select plan_id from t)
      ) pt on pt.plan_id = t.plan_id
    ),
    typed as (
      select pt.training_id, pt.activity_type_id, pt.name, coalesce(bt.approved, 0) as approved,
             coalesce(bt.unapproved, 0) as unapproved, pt.hours, pt.color, pt.ord
      from plan_types pt
      left join by_type bt on bt.training_id = pt.training_id and bt.activity_type_id = pt.activity_type_id
      union all
      select bt.training_id, bt.activity_type_id, coalesce(k.name, ''), bt.approved, bt.unapproved, 0,
             coalesce(k.color, '#9e9e9e'), null
      from by_type bt
      left join ${tb.activityTypes} k on k.id = bt.activity_type_id
      where not exists (
        select 1 from plan_types pt where pt.training_id = bt.training_id and pt.activity_type_id = bt.activity_type_id
      )
    ),
    types as (
      select x.training_id,
             string_agg(${obj([
               ['id', str('x.activity_type_id')],
               ['name', str('x.name')],
               ['approved', num('x.approved')],
               ['unapproved', num('x.unapproved')],
               ['hours', num('x.hours')],
               ['color', str('x.color')],
               ['symbol', str("coalesce(k.symbol, '')")],
             ])}, ',' order by x.ord nulls last, x.activity_type_id::text) as activity_types,
             sum(x.approved) as approved, sum(x.unapproved) as unapproved
      from typed x
      left join ${tb.activityTypes} k on k.id = x.activity_type_id
      group by x.training_id
    ),
    -- time at a site: activity entries naming it, plus the placements' daily logs (PLACE-26)
    by_placement as (
      select training_id, placement_id, sum(approved) as approved, sum(unapproved) as unapproved, sum(logged) as logged
      from (
        select training_id, placement_id, approved, unapproved, 0 as logged from totals where placement_id <> ''
        union all
        select sd.training_id, sd.placement_id::text, 0, 0, sd.minutes from ${tb.siteDays} sd
        where sd.training_id in (select id from t) ${placementFilter.replace('rt.placement_id', 'sd.placement_id::text')}
      ) x group by training_id, placement_id
    ),
    places as (
      select training_id,
             string_agg(${obj([
               ['placement_id', str('placement_id')],
               ['approved', num('approved')],
               ['unapproved', num('unapproved')],
             ])}, ',' order by placement_id) as placement_report,
             sum(approved + unapproved + logged) as on_site
      from by_placement group by training_id
    ),
    assistants as (
      select t.id as training_id,
             string_agg(${obj([
               ['id', str('u.id')],
               ['name', str('u.name')],
               ['position_id', str('a.position_id')],
               ['primary', 'false'],
             ])}, ',' order by a.ord) as faculty
      from t
      cross join lateral unnest(t.assistant_position_ids) with ordinality as a(position_id, ord)
      join ${tb.positions} p on p.id = a.position_id
      join ${tb.users} u on u.id = p.user_id
      group by t.id
    ),
    report_rows as (
      select t.id, t.trainee_name, t.start_at, ${obj([
        ['id', str('t.id')],
        [
          'training',
          obj([
            ['id', str('t.id')],
            ['start_at', str('t.start_at')],
            ['end_at', str('t.end_at')],
            ['placement_not_required', num('t.placement_not_required')],
          ]),
        ],
        [
          'trainee',
          obj([
            ['id', str('t.trainee_user_id')],
            ['name', str("coalesce(t.trainee_name, '')")],
            ['position_id', str('t.trainee_position_id')],
          ]),
        ],
        [
          'faculty',
          `'[' || concat_ws(',', case when ${hasPrimary} then ${obj([...primaryUser, ['primary', 'true']])} end, asst.faculty) || ']'`,
        ],
        ['primaryUser', `case when ${hasPrimary} then ${obj(primaryUser)} else 'null' end`],
        [
          'training_plan',
          obj([
            ['id', str('t.plan_id')],
            ['name', str('t.plan_name')],
            ['start_at', str('t.plan_start_at')],
            ['end_at', str('t.plan_end_at')],
            ['level_id', str('t.level_id')],
            ['level_name', str('t.level_name')],
            ['total_hours', num('t.total_hours')],
          ]),
        ],
        [
          'training_report',
          obj([
            [
              'totals',
              obj([
                [
                  'time',
                  obj([
                    ['approved', num('coalesce(ty.approved, 0)')],
                    ['unapproved', num('coalesce(ty.unapproved, 0)')],
                  ]),
                ],
                ['time_on_site', num('coalesce(pl.on_site, 0)')],
              ]),
            ],
            [
              'hours',
              obj([
                ['approved', num(reportHoursSql('coalesce(ty.approved, 0)'))],
                ['unapproved', num(reportHoursSql('coalesce(ty.unapproved, 0)'))],
                ['time_on_site', num(reportHoursSql('coalesce(pl.on_site, 0)'))],
              ]),
            ],
            ['activity_types', `'[' || coalesce(ty.activity_types, '') || ']'`],
          ]),
        ],
        ['placement_report', `'[' || coalesce(pl.placement_report, '') || ']'`],
        ['supervision_site', "'null'"],
        ['supervisor', "'null'"],
      ])} as row
      from t
      left join types ty on ty.training_id = t.id
      left join places pl on pl.training_id = t.id
      left join assistants asst on asst.training_id = t.id
    )
    ${
      options.shape === 'rows'
        ? 'select id, trainee_name, row from report_rows'
        : "select '[' || coalesce(string_agg(row, ',' order by trainee_name, start_at), '') || ']' as rows from report_rows"
    }`,
    [query, ...(placements ?? []), ...(placements ?? [])],
  );
}
