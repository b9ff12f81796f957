/** POST /export and reading its xlsx back, for the export tests (not a test file itself). */
import ExcelJS from 'exceljs';
import type { TestServer } from '../../../test/testServer';

export function postExport(server: TestServer, body: unknown, token: string | null): Promise<Response> {
  return fetch(`${server.url}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A cell as the sheet shows it; a date cell (Cairo wall clock in its UTC fields) as 'yyyy-MM-dd HH:mm:ss'. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return String(value);
}

/** The first sheet, as the workbook and its first sheet, for checks on cell types. */
export async function readWorkbook(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

/** The first sheet as text rows (the header row first). */
export async function readSheet(response: Response): Promise<string[][]> {
  const sheet = await readWorkbook(response);
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(cellText)));
  return rows;
}
