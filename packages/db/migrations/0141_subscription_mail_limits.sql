-- Subscribe mails cannot be turned on a stranger (issue 36): at most one confirmation mail per
-- address a day, however many areas and clients ask; one subscription waiting per address and
-- area. The row of an address is also what serializes its requests (each locks it first).
create table subscription_confirm_mails (
  email text collate "C" primary key,
  last_sent_at timestamptz
);
insert into subscription_confirm_mails (email, last_sent_at)
select lower(email), max(confirm_sent_at) from subscriptions group by lower(email);

delete from subscriptions s using subscriptions t
 where s.confirmed_at is null and s.unsubscribed_at is null
   and t.confirmed_at is null and t.unsubscribed_at is null
   and lower(s.email) = lower(t.email) and s.zone_hash = t.zone_hash and s.id < t.id;
create unique index subscriptions_one_waiting on subscriptions (lower(email), zone_hash)
  where confirmed_at is null and unsubscribed_at is null;
