-- Accounts, sessions, one-time codes and links, mail and text outbox, contact messages,
-- subscriptions and the security audit log (issue 4). Secrets are stored only as hashes:
-- passwords and text codes as scrypt, session and reset tokens as sha-256 (they are long random
-- values, so a fast hash is enough).

create table users (
  id serial primary key,
  username text not null,
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  voter_id bigint,
  phone text,
  group_code text,
  party text,
  -- The user's area: county (upper case, as in the voter file) and jurisdiction; both null is state-wide.
  county text,
  jurisdiction text,
  precinct text,
  reason text,
  roles text[] not null default '{}',
  is_active boolean not null default false,
  password_hash text not null,
  failed_logins integer not null default 0,
  locked_until timestamptz,
  last_login timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_username on users (lower(username));
create unique index users_email on users (lower(email));
create unique index users_voter_id on users (voter_id) where voter_id is not null;
create index users_county on users (county);

-- One row per access token; the token itself is never stored, only its sha-256.
create table sessions (
  token_hash text collate "C" primary key,
  user_id integer not null references users on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user on sessions (user_id);

-- Text codes for phone verification; verification_token_hash is the proof sign-up sends back.
create table verification_codes (
  id serial primary key,
  phone text not null,
  code_hash text not null,
  requested_ip text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  verified_at timestamptz,
  verification_token_hash text collate "C",
  consumed_at timestamptz
);
create index verification_codes_phone on verification_codes (phone, created_at);
create index verification_codes_ip on verification_codes (requested_ip, created_at);

create table password_resets (
  id serial primary key,
  user_id integer not null references users on delete cascade,
  token_hash text collate "C" not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Mail and texts when no SMTP server or SMS gateway is configured: the offline delivery channel.
create table outbox (
  id serial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);

create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  message text not null,
  ip text,
  created_at timestamptz not null default now()
);

create table subscriptions (
  id serial primary key,
  name text not null,
  email text not null,
  message text not null,
  ip text,
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  event text not null,
  actor_user_id integer,
  actor text,
  subject text,
  ip text,
  detail jsonb not null default '{}'
);
create index audit_log_at on audit_log (at);
