let held: { username: string; password: string } | undefined;

/** Keeps the password of this page's login in memory only (change password then needs no old one, SPEC 2.7). */
export function holdPassword(username: string, password: string): void {
  held = { username, password };
}

export function releasePassword(): void {
  held = undefined;
}

/** The password this page's login kept for `username`, if any. */
export function heldPassword(username: string): string | undefined {
  return held !== undefined && held.username.toLowerCase() === username.toLowerCase() ? held.password : undefined;
}
