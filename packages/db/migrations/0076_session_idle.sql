-- Sessions end after a period without use (SESSION_IDLE_MINUTES) as well as at their absolute
-- expiry (expires_at, SESSION_MAX_HOURS after sign-in). The gate refreshes last_seen_at at most once
-- a minute per session, so reading a page costs no write per request.
alter table sessions add column last_seen_at timestamptz not null default now();
