import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, openCases, tasksToCsv, type TaskCsvRow } from './taskCsv';

const task: TaskCsvRow = {
  _id: 't1',
  type: 'Vehicle',
  vehicleCode: 'SC-101',
  area: 'Maadi, South',
  mainCase: 'VEHICLE_LPM',
  cases: { VEHICLE_LPM: true, VEHICLE_IOT_OFF: false, VEHICLE_NOT_UPDATING: true },
  status: 'assigned',
  assignedToName: 'Omar "O" Khaled',
  assignedCount: 2,
  createdAt: '2025-05-01T10:00:00.000Z',
};

describe('tasks CSV', () => {
  it('writes the chosen fields with labels, quoting where needed', () => {
    const csv = tasksToCsv([task], ['id', 'area', 'assignee', 'cases', 'mainCase']);
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('Task ID,Main Case,Open Cases,Area,Assignee');
    expect(row).toBe('t1,Low Battery,Low Battery; Not Updating,"Maadi, South","Omar ""O"" Khaled"');
  });

  it('defuses formula-looking text but not numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('reads open cases from the JSON map only', () => {
    expect(openCases({ A: true, B: false })).toEqual(['A']);
    expect(openCases(null)).toEqual([]);
    expect(openCases(['A'])).toEqual([]);
  });

  it('names the file from the title and a timestamp', () => {
    expect(exportFileName('Tasks', new Date('2025-05-01T10:20:30.000Z'))).toBe('Tasks-2025-05-01T10-20-30.csv');
  });
});
