-- The high-density page's free-text filter reads each address's text from its density row: joined
-- to addresses per row, a county's search visited every address above the threshold (Wayne, 5 or
-- more, at 8.4 million: 55,834 look-ups, 1.5 s). Upper case, as the filter compares it. The load
-- writes it (packages/pipeline/src/address-density.ts); rows loaded before get it here.
alter table address_density add column search_text text;

update address_density d
   set search_text = upper(a.norm_street || ' ' || a.norm_city || ' MI ' || a.zip5)
  from addresses a
 where a.full_address_hash = d.full_address_hash;
