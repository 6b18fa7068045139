/** Ids per statement: well under SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
export const CHUNK = 500;

/** `xs` in slices of CHUNK, for statements that list ids. */
export const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));
