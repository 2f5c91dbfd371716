/** A translation of a catalogue section: every key of the English one, each with a text of its own. */
export type Twin<T> = { [Key in keyof T]: T[Key] extends string ? string : Twin<T[Key]> };
