import { describe, expect, it } from 'vitest';
import {
  appImports,
  componentsCallingApi,
  edgesOf,
  featureCrossings,
  featureImportsFromOutside,
  folderCycles,
  sharedNames,
  undeclaredWorkspaces,
} from './layout-rules';

/** Each rule of layout.test.ts, failing on a made-up tree and passing on its corrected form. */

const S = 'apps/server/src';
const W = 'apps/web/src';

describe('edgesOf', () => {
  it('resolves relative imports to .ts and .tsx files and leaves packages aside', () => {
    const files = [
      { path: `${W}/features/a/page.tsx`, imports: ['./rows', '../../lib/api-client', 'react'] },
      { path: `${W}/features/a/rows.tsx`, imports: [] },
      { path: `${W}/lib/api-client.ts`, imports: ['@voterroll/contract/roles'] },
    ];
    expect(edgesOf(files)).toEqual([
      { from: `${W}/features/a/page.tsx`, to: `${W}/features/a/rows.tsx` },
      { from: `${W}/features/a/page.tsx`, to: `${W}/lib/api-client.ts` },
    ]);
  });
});

describe('featureCrossings', () => {
  it('fails a feature importing another, on the web and on the server', () => {
    expect(
      featureCrossings([
        { from: `${W}/features/changes/trend.tsx`, to: `${W}/features/metrics/colours.ts` },
        { from: `${S}/features/addresses/routes.ts`, to: `${S}/features/density/routes.ts` },
      ]),
    ).toHaveLength(2);
  });

  it('passes imports inside a feature and from a feature to shared code', () => {
    expect(
      featureCrossings([
        { from: `${W}/features/changes/trend.tsx`, to: `${W}/features/changes/rows.ts` },
        { from: `${W}/features/changes/trend.tsx`, to: `${W}/components/chart/colours.ts` },
        { from: `${S}/features/alerts/routes.ts`, to: `${S}/http/replies.ts` },
      ]),
    ).toEqual([]);
  });
});

describe('appImports', () => {
  it("fails the web's components and features importing app/", () => {
    expect(
      appImports([
        { from: `${W}/features/review/page.tsx`, to: `${W}/app/layout/current-snapshot.ts` },
        { from: `${W}/components/flagging/flag-dialog.tsx`, to: `${W}/app/router.tsx` },
      ]),
    ).toHaveLength(2);
  });

  it('passes app/ importing features and features importing lib/', () => {
    expect(
      appImports([
        { from: `${W}/app/router.tsx`, to: `${W}/features/review/page.tsx` },
        { from: `${W}/features/review/page.tsx`, to: `${W}/lib/use-current-snapshot.ts` },
      ]),
    ).toEqual([]);
  });
});

describe('featureImportsFromOutside', () => {
  it('fails jobs/, config.ts and http/ importing a server feature', () => {
    expect(
      featureImportsFromOutside([
        { from: `${S}/jobs/downloads/extracts-setup.ts`, to: `${S}/features/downloads/routes.ts` },
        { from: `${S}/config.ts`, to: `${S}/features/density/address-verifier.ts` },
        { from: `${S}/http/preamble.ts`, to: `${S}/features/review/queries.ts` },
      ]),
    ).toHaveLength(3);
  });

  it('passes app.ts registering features and features importing jobs', () => {
    expect(
      featureImportsFromOutside([
        { from: `${S}/app.ts`, to: `${S}/features/downloads/routes.ts` },
        { from: `${S}/features/downloads/routes.ts`, to: `${S}/jobs/downloads/extracts-setup.ts` },
      ]),
    ).toEqual([]);
  });
});

describe('undeclaredWorkspaces', () => {
  const workspaces = [
    {
      dir: 'apps/web',
      name: '@voterroll/web',
      dependencies: ['@voterroll/contract'],
      devDependencies: ['@voterroll/pipeline'],
    },
  ];

  it('fails a workspace it does not declare, and a devDependency in production code', () => {
    expect(
      undeclaredWorkspaces(
        [
          { path: `${W}/features/a/page.tsx`, imports: ['@voterroll/records/zones/find-zone'] },
          { path: `${W}/features/a/page.tsx`, imports: ['@voterroll/pipeline/x.fixture'] },
          { path: `${W}/features/a/page.test.tsx`, imports: ['@voterroll/db/database'] },
        ],
        workspaces,
      ),
    ).toHaveLength(3);
  });

  it('passes dependencies, devDependencies in tests, and other packages', () => {
    expect(
      undeclaredWorkspaces(
        [
          { path: `${W}/features/a/page.tsx`, imports: ['@voterroll/contract/roles', 'react'] },
          { path: `${W}/features/a/page.test.tsx`, imports: ['@voterroll/pipeline/x.fixture'] },
          { path: 'scripts/bench.ts', imports: ['@voterroll/db/database'] },
        ],
        workspaces,
      ),
    ).toEqual([]);
  });
});

describe('folderCycles', () => {
  it('fails two folders importing each other, and a longer loop', () => {
    expect(
      folderCycles([
        { from: `${S}/auth/gate.ts`, to: `${S}/http/route-access.ts` },
        { from: `${S}/http/preamble.ts`, to: `${S}/auth/gate.ts` },
        { from: `${S}/a/x.ts`, to: `${S}/b/x.ts` },
        { from: `${S}/b/x.ts`, to: `${S}/c/x.ts` },
        { from: `${S}/c/y.ts`, to: `${S}/a/y.ts` },
      ]),
    ).toEqual([
      [`${S}/a`, `${S}/b`, `${S}/c`],
      [`${S}/auth`, `${S}/http`],
    ]);
  });

  it("passes one-way imports, a folder and its subfolder, and a package's top files", () => {
    expect(
      folderCycles([
        { from: `${S}/http/preamble.ts`, to: `${S}/auth/gate.ts` },
        { from: 'packages/v/src/gen/names.ts', to: 'packages/v/src/gen/data/load.ts' },
        { from: 'packages/v/src/gen/data/load.ts', to: 'packages/v/src/gen/random.ts' },
        { from: `${S}/app.ts`, to: `${S}/features/density/routes.ts` },
        { from: `${S}/features/density/address-verifier.ts`, to: `${S}/config.ts` },
      ]),
    ).toEqual([]);
  });
});

describe('sharedNames', () => {
  it('fails one name twice in a package, or in two packages for two areas', () => {
    expect(
      sharedNames([
        `${W}/components/registration/registration-columns.tsx`,
        `${W}/features/addresses/registration-columns.tsx`,
        'packages/pipeline/src/unusual-changes.ts',
        'packages/records/src/changes/unusual-changes.ts',
      ]),
    ).toHaveLength(2);
  });

  it("passes a layer's file in each area folder, and one area's file in two packages", () => {
    expect(
      sharedNames([
        `${S}/features/alerts/routes.ts`,
        `${S}/features/contact/routes.ts`,
        `${S}/app.ts`,
        `${W}/app/app.tsx`,
        'packages/pipeline/src/changes/unusual-changes.ts',
        'packages/records/src/changes/unusual-changes.ts',
      ]),
    ).toEqual([]);
  });
});

describe('componentsCallingApi', () => {
  it('finds a web component that calls the API client, not its queries module', () => {
    const files = [
      { path: `${W}/features/a/page.tsx`, text: "const r = await apiPost('/api/x', {}, s);" },
      { path: `${W}/features/a/a-queries.ts`, text: "apiGet('/api/x', s, signal)" },
      { path: `${W}/features/a/list.tsx`, text: 'const q = useThings();' },
    ];
    expect(componentsCallingApi(files)).toEqual([`${W}/features/a/page.tsx`]);
    expect(componentsCallingApi(files.slice(1))).toEqual([]);
  });
});
