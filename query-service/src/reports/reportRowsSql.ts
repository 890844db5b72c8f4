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

/** `reportHours` of @practicum/shared/domain/reports/hours in SQL: minutes → hours, one decimal, half up. */
const reportHoursSql = (minutes: string): string => `(round(${minutes} / 6.0) / 10)::float8`;

/**
 * One row, one column `rows`: the JSON array (as text, so the pg driver does not parse it) of the report
 * rows of the trainings `query` (reportRows' trainingsQuery, scoped) returns.
 */
export function reportRowsSql(knex: Knex, query: Knex.QueryBuilder, options: { placementIds?: readonly string[] }): Knex.Raw {
  const placements = options.placementIds;
  const placementFilter =
    placements === undefined ? '' : placements.length === 0 ? 'and false' : `and rt.placement_id in (${placements.map(() => '?').join(', ')})`;
  return knex.raw(
    `with t as ?,
    totals as (
      select rt.training_id, rt.activity_type_id, rt.placement_id,
             rt.approved_minutes as approved, rt.unapproved_minutes as unapproved
      from report_totals rt
      where rt.training_id in (select id from t) ${placementFilter}
    ),
    by_type as (
      select training_id, activity_type_id, sum(approved) as approved, sum(unapproved) as unapproved
      from totals group by training_id, activity_type_id
    ),
    plan_types as (
      select t.id as training_id, (e ->> 'activityTypeId')::uuid as activity_type_id, e ->> 'name' as name,
             (e ->> 'hours')::float8 as hours, e ->> 'color' as color, ord
      from t cross join lateral jsonb_array_elements(t.plan_activity_types) with ordinality as pe(e, ord)
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
      left join report_activity_types k on k.id = bt.activity_type_id
      where not exists (
        select 1 from plan_types pt where pt.training_id = bt.training_id and pt.activity_type_id = bt.activity_type_id
      )
    ),
    types as (
      select x.training_id,
             json_agg(json_build_object('id', x.activity_type_id, 'name', x.name, 'approved', x.approved,
                      'unapproved', x.unapproved, 'hours', x.hours, 'color', x.color, 'symbol', coalesce(k.symbol, ''))
                      order by x.ord nulls last, x.activity_type_id::text) as activity_types,
             sum(x.approved) as approved, sum(x.unapproved) as unapproved
      from typed x
      left join report_activity_types k on k.id = x.activity_type_id
      group by x.training_id
    ),
    by_placement as (
      select training_id, placement_id, sum(approved) as approved, sum(unapproved) as unapproved
      from totals where placement_id <> '' group by training_id, placement_id
    ),
    places as (
      select training_id,
             json_agg(json_build_object('placement_id', placement_id, 'approved', approved, 'unapproved', unapproved)
                      order by placement_id) as placement_report,
             sum(approved + unapproved) as on_site
      from by_placement group by training_id
    ),
    assistants as (
      select t.id as training_id,
             jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name, 'position_id', a.position_id, 'primary', false)
                       order by a.ord) as faculty
      from t
      cross join lateral unnest(t.assistant_position_ids) with ordinality as a(position_id, ord)
      join positions p on p.id = a.position_id
      join users u on u.id = p.user_id
      group by t.id
    ),
    report_rows as (
      select t.trainee_name, t.start_at, json_build_object(
        'id', t.id,
        'training', json_build_object('id', t.id, 'start_at', t.start_at, 'end_at', t.end_at,
                                      'placement_not_required', t.placement_not_required),
        'trainee', json_build_object('id', t.trainee_user_id, 'name', coalesce(t.trainee_name, ''),
                                     'position_id', t.trainee_position_id),
        'faculty', case when r.primary_user is null then '[]'::jsonb
                        else jsonb_build_array(r.primary_user::jsonb || '{"primary": true}'::jsonb) end
                   || coalesce(asst.faculty, '[]'::jsonb),
        'primaryUser', r.primary_user,
        'training_plan', json_build_object('id', t.plan_id, 'name', t.plan_name, 'start_at', t.plan_start_at,
                                           'end_at', t.plan_end_at, 'level_id', t.level_id, 'level_name', t.level_name,
                                           'total_hours', t.total_hours),
        'training_report', json_build_object(
          'totals', json_build_object(
            'time', json_build_object('approved', coalesce(ty.approved, 0), 'unapproved', coalesce(ty.unapproved, 0)),
            'time_on_site', coalesce(pl.on_site, 0)),
          'hours', json_build_object(
            'approved', ${reportHoursSql('coalesce(ty.approved, 0)')},
            'unapproved', ${reportHoursSql('coalesce(ty.unapproved, 0)')},
            'time_on_site', ${reportHoursSql('coalesce(pl.on_site, 0)')}),
          'activity_types', coalesce(ty.activity_types, '[]'::json)),
        'placement_report', coalesce(pl.placement_report, '[]'::json),
        'supervision_site', null,
        'supervisor', null
      ) as row
      from t
      cross join lateral (
        select case when t.faculty_position_id is not null and t.faculty_user_id is not null
          then json_build_object('id', t.faculty_user_id, 'name', coalesce(t.faculty_name, ''),
                                 'position_id', t.faculty_position_id)
        end as primary_user
      ) r
      left join types ty on ty.training_id = t.id
      left join places pl on pl.training_id = t.id
      left join assistants asst on asst.training_id = t.id
    )
    select coalesce(json_agg(row order by trainee_name, start_at), '[]'::json)::text as rows from report_rows`,
    [query, ...(placements ?? [])],
  );
}
