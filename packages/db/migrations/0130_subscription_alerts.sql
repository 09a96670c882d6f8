-- Alerts to subscribers (issue 29, docs/changes.md "Alerts"): a subscription names an area (the
-- state, a county or a jurisdiction zone) and is confirmed by a mailed link before any alert goes
-- to it. Tokens are stored only as sha-256 hashes (docs/security.md): the confirmation token on the
-- subscription, cleared once used; each alert's unsubscribe token on its delivery row.
alter table subscriptions
  add column zone_hash text collate "C" references zones (zone_hash),
  add column confirm_token_hash text,
  add column confirm_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz;
create unique index subscriptions_confirm_token on subscriptions (confirm_token_hash);
create index subscriptions_confirmed on subscriptions (id) where confirmed_at is not null and unsubscribed_at is null;

-- One row per (subscription, published snapshot) the sender has taken up: claimed ('sending') before
-- the mail goes, 'sent' after, 'none' when the area had no unusual change; back to 'pending' when
-- the mail server refused it, 'failed' after 3 refusals. A claimed row is never taken again, so a
-- sender stopped or restarted midway sends nobody a second message for a snapshot.
create table alert_deliveries (
  subscription_id integer not null references subscriptions (id),
  snapshot_date date not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'none', 'failed')),
  worker text,
  attempts integer not null default 0,
  changes integer,
  unsubscribe_token_hash text,
  claimed_at timestamptz,
  sent_at timestamptz,
  primary key (snapshot_date, subscription_id)
);
create index alert_deliveries_pending on alert_deliveries (snapshot_date, subscription_id) where status = 'pending';
create unique index alert_deliveries_unsubscribe_token on alert_deliveries (unsubscribe_token_hash);
