import { describe, expect, it } from 'vitest';
import {
  taskHolder,
  taskStatusText,
  taskHolderLabel,
  UNASSIGNED_LABEL,
  type TaskHolderInput,
} from './taskHolder';

const base: TaskHolderInput = {
  status: 'unassigned',
  assignedTo: null,
  assignedToName: null,
  flaggedBy: null,
  flaggedByName: null,
};

describe('who holds a task (issue 6 item 32)', () => {
  it.each<[string, Partial<TaskHolderInput>, ReturnType<typeof taskHolder>, string]>([
    ['nobody', {}, null, UNASSIGNED_LABEL],
    [
      'the agent working on it',
      { status: 'assigned', assignedTo: 'u1', assignedToName: 'Omar' },
      { userId: 'u1', name: 'Omar', via: 'assigned' },
      'Omar',
    ],
    [
      'the agent working on a task they flagged',
      {
        status: 'assigned',
        assignedTo: 'u1',
        assignedToName: 'Omar',
        flaggedBy: 'u1',
        flaggedByName: 'Omar',
      },
      { userId: 'u1', name: 'Omar', via: 'assigned' },
      'Omar',
    ],
    [
      'the flagger of a task put aside (no assignee, only the flagger may pick it)',
      { flaggedBy: 'u2', flaggedByName: 'Salma' },
      { userId: 'u2', name: 'Salma', via: 'flagged' },
      'Salma (flagged)',
    ],
    [
      'the flagger of a pending task, over its last assignee',
      {
        status: 'pending',
        assignedTo: 'u1',
        assignedToName: 'Omar',
        flaggedBy: 'u2',
        flaggedByName: 'Salma',
      },
      { userId: 'u2', name: 'Salma', via: 'flagged' },
      'Salma (flagged)',
    ],
    [
      'a flagger whose name is unknown',
      { flaggedBy: 'u2' },
      { userId: 'u2', name: 'Unknown user', via: 'flagged' },
      'Unknown user (flagged)',
    ],
  ])('%s', (_name, task, holder, label) => {
    expect(taskHolder({ ...base, ...task })).toEqual(holder);
    expect(taskHolderLabel({ ...base, ...task })).toBe(label);
  });

  it('a resolved or pending task without a flag keeps its last assignee as its label, and has no holder', () => {
    const resolved = {
      ...base,
      status: 'resolved',
      assignedTo: 'u1',
      assignedToName: 'Omar',
      flaggedBy: 'u2',
      flaggedByName: 'Salma',
    };
    expect(taskHolder(resolved)).toBeNull();
    expect(taskHolderLabel(resolved)).toBe('Omar');
    const pending = { ...base, status: 'pending', assignedTo: 'u1', assignedToName: 'Omar' };
    expect(taskHolder(pending)).toBeNull();
    expect(taskHolderLabel(pending)).toBe('Omar');
  });
});

describe('the Status column of a held flagged task (issue 23)', () => {
  it.each<[string, { status: string; flaggedBy: string | null }, string]>([
    [
      'a flagged task put aside is not waiting for anyone',
      { status: 'unassigned', flaggedBy: 'u2' },
      'Flagged',
    ],
    ['an unflagged waiting task', { status: 'unassigned', flaggedBy: null }, 'Unassigned'],
    ['a flagged task its flagger works on', { status: 'assigned', flaggedBy: 'u2' }, 'Assigned'],
    ['a flagged pending task', { status: 'pending', flaggedBy: 'u2' }, 'Pending'],
    ['a resolved flagged task', { status: 'resolved', flaggedBy: 'u2' }, 'Resolved'],
  ])('%s', (_name, task, text) => {
    expect(taskStatusText(task)).toBe(text);
  });
});
