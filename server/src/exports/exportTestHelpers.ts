/** POST /export and reading its xlsx back, for the export tests (not a test file itself). */
import ExcelJS from 'exceljs';
import type { TestServer } from '../../test/testServer';

export function postExport(server: TestServer, body: unknown, token: string | null): Promise<Response> {
  return fetch(`${server.url}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The first sheet as text rows (the header row first). */
export async function readSheet(response: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}
