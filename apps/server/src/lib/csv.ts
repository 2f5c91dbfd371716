import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** One column of a CSV export: its header and its cell of a row. */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => string | number | boolean | null };

/**
 * A CSV file streamed from batches of rows as the reader takes it: a header line, then one line per row. Cells are
 * quoted where needed, and a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with
 * `'` so a spreadsheet shows it as text rather than running it as a formula. A byte order mark first tells
 * spreadsheets the file is UTF-8 (Hindi names).
 */
export function csvStream<Row>(columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield columns.map((column) => column.cell(row));
  }
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    bom: true,
  });
  // A failure part way (the database gone) ends the download with an error rather than a file cut short silently.
  return pipeline(Readable.from(records()), csv, () => undefined);
}
