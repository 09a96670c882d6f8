import { prepareTestTemplate } from '@voterroll/db/test-support/database';

/** One migrated template database per test run; each test file copies it. */
export default async function setup(): Promise<() => Promise<void>> {
  const { template, cleanup } = await prepareTestTemplate();
  process.env.VOTERROLL_TEST_TEMPLATE = template;
  return cleanup;
}
