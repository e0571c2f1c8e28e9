/**
 * Text as one FTS5 string, so operators (OR, NEAR, *, -, column:) in what people type are plain
 * text. SQLite reads the query as a C string: a NUL would end it inside the quotes ("unterminated
 * string", a 500), so it is read as the space it stands in for.
 */
export const ftsPhrase = (text: string) => `"${text.replaceAll('\0', ' ').replaceAll('"', '""')}"`;
