const IST = 'Asia/Kolkata';

/** "21 Nov 2026" in Indian English, shown in IST. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }).format(
    new Date(value),
  );
}

/** Short id of SPEC 9: the last 6 characters. */
export const shortId = (id: string) => id.slice(-6);

export const initialOf = (name: string | null | undefined) => (name?.trim()[0] ?? '?').toUpperCase();
