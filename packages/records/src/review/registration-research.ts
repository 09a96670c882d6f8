import { findingEvidenceSql } from '../findings/attribute-rules';

/**
 * SQL fragments for what a list row says about a registration beyond its own columns, read for the
 * rows of one page only (each is an indexed look-up per row): its last vote known at the snapshot,
 * its change of address, the address research (a researcher's record, else the postal location
 * and canvass category of its address). The review,
 * clerk and patriot lists share them (server features do not import each other). `v` is the SQL
 * of the row's voter id, `s` of the snapshot date, `r` an alias with norm_street, zip5 and
 * address_hash.
 */

/** The last election the voter's history shows as of the snapshot (history is tagged by first_seen). */
export const lastVotedSql = (v: string, s: string) =>
  `(select max(h.election_date)::text from voting_history h
     where h.voter_id = ${v} and h.first_seen <= ${s}::date)`;

/** What a researcher recorded of the street address (address_research, POST /api/edit-location). */
const researchSql = (r: string, column: string) =>
  `(select nullif(ar.${column}, '') from address_research ar where ar.address_hash = ${r}.address_hash)`;

/**
 * Business name or address description: the name a researcher recorded, else the postal location
 * at the street address, in force at the snapshot.
 */
export const addressNameSql = (r: string, s: string) =>
  `coalesce(${researchSql(r, 'name')},
     (select pl.kind || ': ' || pl.name from postal_locations pl
       where pl.snapshot_date = (select max(snapshot_date) from postal_locations where snapshot_date <= ${s}::date)
         and pl.norm_street = ${r}.norm_street and pl.zip5 = ${r}.zip5
       order by pl.id limit 1))`;

/** Address type: the category a researcher recorded, else the canvassers' category in force at the snapshot. */
export const addressCategorySql = (r: string, s: string) =>
  `coalesce(${researchSql(r, 'category')},
     (select c.category from canvass_records c
       where c.snapshot_date = (select max(snapshot_date) from canvass_records where snapshot_date <= ${s}::date)
         and c.address_hash = ${r}.address_hash and c.category is not null and c.category <> ''
       order by c.id limit 1))`;

/** The digital research comments a researcher recorded of the street address. */
export const researchCommentsSql = (r: string) => researchSql(r, 'comments');

/**
 * A lateral join (alias `ncoa`) of the voter's latest change-of-address record in force at the
 * snapshot: delivery_point, move_type, move_effective_date, moved_to.
 */
export const ncoaLateralSql = (v: string, s: string) =>
  `left join lateral (select n.delivery_point, n.move_type, n.move_effective_date,
                             concat_ws(', ', n.new_address, n.new_city, n.new_state || ' ' || n.new_zip) as moved_to
                        from ncoa_records n
                       where n.snapshot_date = (select max(snapshot_date) from ncoa_records where snapshot_date <= ${s}::date)
                         and n.voter_id = ${v}
                       order by n.id desc limit 1) ncoa on true`;

/**
 * The registration's name as lists show and sort it: 'ABRAMS, CHYNNA ESTELLA', the last name, a
 * comma, then first and middle as the person says them (issue 27: the spec's 'Last, Middle, First'
 * read as 'ABRAMS, ESTELLA, CHYNNA', which hid the first name). Blank parts left out.
 */
export const fullNameSql = (r: string) =>
  `concat_ws(', ', nullif(${r}.last_name, ''),
             nullif(concat_ws(' ', nullif(${r}.first_name, ''), nullif(${r}.middle_name, '')), ''))`;

/** The registration's finding rules at the snapshot, comma-separated ('' for none). */
export const findingCodesSql = (v: string, s: string) =>
  `coalesce((select string_agg(f.rule, ',' order by f.rule) from findings f
              where f.snapshot_date = ${s}::date and f.voter_id = ${v}), '')`;

/**
 * The registration's findings at the snapshot as a JSON array (rule, detail, evidence, snapshot
 * date, a reviewer's verdict), ordered by rule; null when it has none.
 */
export const findingsJsonSql = (v: string, s: string) =>
  `(select jsonb_agg(jsonb_build_object('rule', f.rule, 'detail', f.detail,
                                        'evidence', ${findingEvidenceSql('f', 'fr')},
                                        'snapshot_date', f.snapshot_date::text, 'verdict', v.verdict)
                     order by f.rule)
      from findings f
      join registrations fr on fr.snapshot_date = f.snapshot_date and fr.voter_id = f.voter_id
      left join finding_reviews v
        on v.snapshot_date = f.snapshot_date and v.voter_id = f.voter_id and v.rule = f.rule
     where f.snapshot_date = ${s}::date and f.voter_id = ${v})`;
