/** Path facts of SPEC 2.1 and 9 that several modules ask about; one place for them. */
export const HOME_PATHS: readonly string[] = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

/** Paths opened with a full page load instead of in-app navigation (R2.1-18). */
export const FULL_LOAD_PATHS: readonly string[] = ['/vip.html'];

export function isHomePath(path: string): boolean {
  return HOME_PATHS.includes(path.split('?')[0] ?? path);
}
