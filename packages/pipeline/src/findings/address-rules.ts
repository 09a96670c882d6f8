import { CANVASS_FINDING_LABELS, POSTAL_KIND_LABELS } from '@voterroll/contract/evidence-labels';
import { CANVASS_FINDINGS, NON_RESIDENTIAL_CATEGORIES } from '@voterroll/voterfile/qvf-format';
import {
  FINDING_ZONE_COLUMNS,
  type FindingContext,
  REGISTERED,
  type RuleSql,
  sqlList,
  sqlWords,
  zoneOf,
} from './finding-context';

/** UPS_USPS: the street address (without unit) and 5-digit ZIP equal a known postal location. */
export function upsUspsRule(c: FindingContext): RuleSql | null {
  if (!c.sources.postal) return null;
  return {
    rule: 'UPS_USPS',
    params: [c.sources.postal],
    sql: `
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select distinct on (r.voter_id) r.voter_id, 'UPS_USPS', p.kind,
             jsonb_build_object('summary', 'Registered at ' || p.name || ' (' || ${sqlWords('p.kind', POSTAL_KIND_LABELS)} || ')',
                                'source', 'postal-locations.csv', 'source_snapshot', $1::date,
                                'source_id', p.id, 'line', p.line, 'name', p.name, 'kind', p.kind,
                                'address', p.address_line_1 || ', ' || p.city || ' ' || p.zip_code),
             ${zoneOf('r')}
      from ${c.registrations} r
      join postal_locations p on p.snapshot_date = $1::date and p.norm_street = r.norm_street and p.zip5 = r.zip5
      where r.voter_status_type_code in ${REGISTERED}
      order by r.voter_id, p.id`,
  };
}

/**
 * The canvass rules, in one scan of the registrations (the registrations' address_hash has no
 * index: nothing else reads by it). NON_RESIDENTIAL: canvassers categorized the address (without
 * unit) as a non-residential kind. BLANK_UNIT: canvassers found units at the address and the
 * registration names none; at an empty lot every registration counts.
 */
export function canvassRules(c: FindingContext): RuleSql | null {
  if (!c.sources.canvass) return null;
  const unitFindings = CANVASS_FINDINGS.filter((f) => f !== 'empty_lot');
  const nonResidential = `k.category in ${sqlList(NON_RESIDENTIAL_CATEGORIES)}`;
  const blankUnit = `(k.finding = 'empty_lot' or (k.finding in ${sqlList(unitFindings)} and k.extension = ''))`;
  return {
    rule: 'CANVASS',
    params: [c.sources.canvass],
    sql: `
      with canvassed as materialized (
        select r.voter_id, r.extension, ${zoneOf('r')}, k.id, k.line, k.category, k.finding
        from ${c.registrations} r
        join canvass_records k on k.snapshot_date = $1::date and k.address_hash = r.address_hash
        where r.voter_status_type_code in ${REGISTERED}
      ),
      non_residential as (
        select distinct on (k.voter_id) k.voter_id, 'NON_RESIDENTIAL' as rule, k.category as detail,
               jsonb_build_object('summary', 'Address canvassed as ' || k.category,
                                  'source', 'canvass.csv', 'source_snapshot', $1::date, 'source_id', k.id,
                                  'line', k.line, 'category', k.category) as evidence,
               ${FINDING_ZONE_COLUMNS}
        from canvassed k
        where ${nonResidential}
        order by k.voter_id, k.id
      ),
      blank_unit as (
        select distinct on (k.voter_id) k.voter_id, 'BLANK_UNIT' as rule, k.finding as detail,
               jsonb_build_object('summary', case when k.finding = 'empty_lot'
                                                  then 'Canvassers found an empty lot at this address'
                                                  else ${sqlWords('k.finding', CANVASS_FINDING_LABELS)} ||
                                                       ': the address has units and the registration names none' end,
                                  'source', 'canvass.csv', 'source_snapshot', $1::date, 'source_id', k.id,
                                  'line', k.line, 'finding', k.finding) as evidence,
               ${FINDING_ZONE_COLUMNS}
        from canvassed k
        where ${blankUnit}
        order by k.voter_id, k.finding = 'empty_lot' desc, k.id
      )
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select * from non_residential
      union all
      select * from blank_unit`,
  };
}
