import { fileProblem, MAX_ROWS } from './csv-import';

export interface ParsedFile {
  header: string[];
  rows: string[][];
}

/**
 * Reads a CSV file the couple chose: refuses one over 5 MB before reading it, parses with papaparse (loaded only
 * when someone imports), drops blank lines. Rejects with a message to show.
 */
export async function readCsvFile(file: File): Promise<ParsedFile> {
  const problem = fileProblem(file);
  if (problem) throw new Error(problem);
  const [{ default: Papa }, text] = await Promise.all([import('papaparse'), file.text()]);
  // One row past the limit is enough to say the file is too long.
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    preview: MAX_ROWS + 2,
  });
  const [header, ...rows] = result.data;
  if (!header || header.every((cell) => !cell.trim()))
    throw new Error(
      `"${file.name}" has no header row. The first line should name the columns (e.g. Name, Email).`,
    );
  return { header: header.map((cell) => cell.trim()), rows };
}
