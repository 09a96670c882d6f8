/**
 * A zone route's paths: the three depths of a zone (county, jurisdiction, precinct) after a
 * prefix, each also with a trailing slash.
 */
export const zonePaths = (prefix: string) =>
  [':county', ':county/:jurisdiction', ':county/:jurisdiction/:precinct'].flatMap((p) => [
    `${prefix}/${p}`,
    `${prefix}/${p}/`,
  ]);
