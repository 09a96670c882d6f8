/** The decades of birth the first-name tables cover; births outside take the nearest. */
export const FIRST_DECADE = 1910;
export const LAST_DECADE = 2000;

export function decadeOf(yob: number): number {
  return Math.min(LAST_DECADE, Math.max(FIRST_DECADE, Math.floor(yob / 10) * 10));
}
