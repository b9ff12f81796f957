import type { Logger } from 'pino';
import type { OpsFastify } from '../http/opsFastify';
import type { ConsistencyReport } from './check';
import { logReport, summaryLine } from './report';

/**
 * The startup consistency check, run in the background once the API listens. It reads every
 * wallet log (minutes at 10,000,000 logs on a busy machine), so /healthz and the desks must not
 * wait for it. It stays exact while the API writes: the balances are compared with their logs
 * in one statement, so both sides come from one snapshot, and the ledger writes a balance and
 * its log in one transaction.
 */
export type ConsistencyState = 'not started' | 'running' | 'passed' | 'failed' | 'could not run';

/** What /healthz/consistency answers: counts and words, never the people a finding names (those go to the log). */
export interface ConsistencyStatus {
  state: ConsistencyState;
  startedAt: string | null;
  finishedAt: string | null;
  summary: string | null;
  usersChecked: number | null;
  heldTasksChecked: number | null;
  balanceMismatches: number | null;
  tasksHeldByTwo: number | null;
  agentsWithTwoTasks: number | null;
  ms: number | null;
}

const NOT_STARTED: ConsistencyStatus = {
  state: 'not started',
  startedAt: null,
  finishedAt: null,
  summary: null,
  usersChecked: null,
  heldTasksChecked: null,
  balanceMismatches: null,
  tasksHeldByTwo: null,
  agentsWithTwoTasks: null,
  ms: null,
};

export class BackgroundConsistencyCheck {
  private current: ConsistencyStatus = NOT_STARTED;
  private running: Promise<ConsistencyStatus> | null = null;

  constructor(
    private readonly check: () => Promise<ConsistencyReport>,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  status(): ConsistencyStatus {
    return this.current;
  }

  /**
   * Starts the check once (a second call answers the same run) and resolves with its final
   * status; it never rejects: a check that cannot run is logged and reported, and the server
   * goes on serving.
   */
  start(): Promise<ConsistencyStatus> {
    this.running ??= this.run();
    return this.running;
  }

  private async run(): Promise<ConsistencyStatus> {
    const startedAt = this.now().toISOString();
    this.current = { ...NOT_STARTED, state: 'running', startedAt };
    this.log.info('consistency check started in the background');
    try {
      const report = await this.check();
      logReport(this.log, report);
      this.current = {
        state: report.ok ? 'passed' : 'failed',
        startedAt,
        finishedAt: this.now().toISOString(),
        summary: summaryLine(report),
        usersChecked: report.usersChecked,
        heldTasksChecked: report.heldTasksChecked,
        balanceMismatches: report.balanceMismatches.length,
        tasksHeldByTwo: report.tasksHeldByTwo.length,
        agentsWithTwoTasks: report.agentsWithTwoTasks.length,
        ms: report.ms,
      };
    } catch (error) {
      this.log.error({ err: error }, 'CONSISTENCY CHECK could not run');
      this.current = {
        ...NOT_STARTED,
        state: 'could not run',
        startedAt,
        finishedAt: this.now().toISOString(),
        summary: `consistency check could not run: ${(error as Error).message}`,
      };
    }
    return this.current;
  }
}

/** GET /healthz/consistency: the background check's state (before listen, like every route). */
export function registerConsistencyHealth(app: OpsFastify, check: BackgroundConsistencyCheck): void {
  app.get('/healthz/consistency', async () => check.status());
}
