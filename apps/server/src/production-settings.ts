/**
 * What NODE_ENV=production will not start without, each with the reason a volunteer administrator
 * reads when it is missing. Outside production nothing here is required (npm start's demo).
 */
const REQUIRED: { name: string; valid: (value: string) => boolean; why: string }[] = [
  {
    name: 'DATABASE_URL',
    valid: (v) => /^postgres(ql)?:\/\//.test(v),
    why: 'a postgres:// URL; production runs on PostgreSQL (the embedded database admits one process)',
  },
  {
    name: 'SMTP_URL',
    valid: (v) => /^smtps?:\/\//.test(v),
    why: 'an smtp:// or smtps:// URL; without it password-reset links would be written to the log in the clear',
  },
  {
    name: 'SMS_GATEWAY_URL',
    valid: (v) => /^https?:\/\//.test(v),
    why: 'the text gateway; without it phone codes would be written to the log in the clear',
  },
  {
    name: 'PUBLIC_URL',
    valid: (v) => /^https:\/\/[^/\s]+/.test(v),
    why: 'the https:// address people use, for the links in mail',
  },
];

/** A setting production needs is missing or malformed: the message says which and why. */
export class ProductionSettingsError extends Error {
  override name = 'ProductionSettingsError';
}

/** Throws naming every missing or malformed production setting; returns when all are there. */
export function requireProductionSettings(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = REQUIRED.filter(({ name, valid }) => !valid((env[name] ?? '').trim())).map(
    ({ name, why }) => `  ${name}${env[name] ? ' is not valid' : ' is not set'}: ${why}`,
  );
  if (problems.length > 0)
    throw new ProductionSettingsError(`NODE_ENV=production refuses to start:\n${problems.join('\n')}`);
}
