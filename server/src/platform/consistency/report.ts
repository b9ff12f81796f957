import type { Logger } from 'pino';
import { formatEgp, toEgp } from '@ops/shared/rules/money';
import type { ConsistencyReport } from './check';

const signed = (piasters: number) => `${piasters > 0 ? '+' : ''}${formatEgp(toEgp(piasters))}`;

/** One line per finding, in words a person on call can act on. */
export function findingLines(report: ConsistencyReport): string[] {
  const lines: string[] = [];
  for (const m of report.balanceMismatches) {
    lines.push(
      `user ${m.userId} (${m.name ?? '?'}, ${m.phoneNumber ?? '?'}): balance ${formatEgp(toEgp(m.balancePiasters))}, ` +
        `opening balance + wallet log ${formatEgp(toEgp(m.loggedPiasters))}, difference ${signed(m.differencePiasters)}`,
    );
  }
  for (const t of report.tasksHeldByTwo) {
    lines.push(
      `task ${t.taskId} is held by ${t.assignedTo} and flagged for ${t.flaggedBy}: two agents hold it`,
    );
  }
  for (const a of report.agentsWithTwoTasks) {
    lines.push(`agent ${a.agentId} holds ${a.taskIds.length} tasks: ${a.taskIds.join(', ')}`);
  }
  return lines;
}

export function summaryLine(report: ConsistencyReport): string {
  const scope = `${report.usersChecked} balances, ${report.heldTasksChecked} held tasks, ${report.ms} ms`;
  if (report.ok) return `consistency check passed (${scope})`;
  const counts = [
    `${report.balanceMismatches.length} balance(s) differ from their wallet log`,
    `${report.tasksHeldByTwo.length} task(s) held by two agents`,
    `${report.agentsWithTwoTasks.length} agent(s) holding two tasks`,
  ];
  return `CONSISTENCY CHECK FAILED: ${counts.join('; ')} (${scope})`;
}

/**
 * At start: a failure is logged at error level, one line per finding, and the server goes
 * on (refusing to start would stop every desk over one account someone must look at).
 */
export function logReport(log: Logger, report: ConsistencyReport): void {
  if (report.ok) {
    log.info(
      {
        consistency: {
          usersChecked: report.usersChecked,
          heldTasksChecked: report.heldTasksChecked,
          ms: report.ms,
        },
      },
      summaryLine(report),
    );
    return;
  }
  const { balanceMismatches, tasksHeldByTwo, agentsWithTwoTasks } = report;
  log.error({ consistency: { balanceMismatches, tasksHeldByTwo, agentsWithTwoTasks } }, summaryLine(report));
  for (const line of findingLines(report)) log.error(`CONSISTENCY: ${line}`);
}
