// Without zod: the sign-up page and the shell's first screen use it (their JavaScript budget).

/** A time zone the runtime knows by its IANA name (what the browser's Intl reports). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length <= 64;
  } catch {
    return false;
  }
}
