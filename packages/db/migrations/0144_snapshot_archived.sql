-- A month kept only as what trends and changes need (issue 38, `voterroll keep-months`): its
-- registrations, findings, review list and address density are dropped; its metrics, unusual
-- changes, added, removed and changed registrations, history and addresses stay. Null: whole.
alter table snapshots add column archived_at timestamptz;
