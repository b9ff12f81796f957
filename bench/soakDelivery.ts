import { io, type Socket } from 'socket.io-client';
import { TOPIC_GATES } from '@ops/shared/realtime/topics';
import { summarize } from './claimsSupport';
import type { RunningServer } from './support';

/**
 * The supervisors' screens of the soak and the two ways their event delivery is timed.
 *
 * Sockets alternate between the two API processes, join every topic room (SUB_<TOPIC>) and
 * follow `codesPerSocket` vehicle codes each on SCOOTER_COORDINATES (SUBSCRIBE_TO_LOGS, as
 * the vehicle page does), so between them the whole fleet is followed.
 *
 * 1. Server-stamped: SCOOTER_COORDINATES carries `lastUpdate`, the simulator's clock reading
 *    for that step (server/src/compose/simulator/announce.ts), taken just before the row's UPDATE and
 *    the emit. Delivery = arrival − lastUpdate, same machine clock (Date.now() in both
 *    processes). It includes the UPDATE, and for sockets on the other process the Redis
 *    adapter's hop. Resolution 1 ms (an ISO string).
 * 2. Probe: every `probeEveryMs` the bench marks a vehicle urgent (or no longer) through
 *    POST /dev/urgent-vehicle on one process, alternating, with a code used by no other probe
 *    in the run; URGENT_VEHICLE / DEL_URGENT_VEHICLE goes to the topic room on both processes.
 *    Delivery = arrival at each socket − the moment the bench sent the request (it includes
 *    the request's HTTP hop and one UPDATE). A socket that has not heard a probe 10 s later
 *    counts as missed.
 */
export class SoakScreens {
  readonly sockets: Socket[] = [];
  readonly eventsByName = new Map<string, number>();
  readonly stamped: number[] = [];
  readonly probed: number[] = [];
  private readonly probes = new Map<string, { sentAt: number; heardBy: Set<number> }>();
  probesSent = 0;
  connects = 0;
  disconnects = 0;
  readonly disconnectReasons = new Map<string, number>();
  refusedJoins = 0;
  probeRequestFailures = 0;
  missedDeliveries = 0;
  /** Events per name per minute of the run, for the renderer soak's compression. */
  readonly perMinute: Array<Record<string, number>> = [];
  private readonly startedAt = Date.now();
  private closing = false;

  constructor(
    private readonly servers: RunningServer[],
    token: string,
    count: number,
    codes: string[],
    codesPerSocket: number,
  ) {
    for (let index = 0; index < count; index += 1) {
      const socket = io((servers[index % servers.length] as RunningServer).url, {
        path: '/ws',
        transports: ['websocket'],
        auth: { token },
        forceNew: true,
      });
      const mine = Array.from(
        { length: codesPerSocket },
        (_, k) => codes[(index * codesPerSocket + k) % codes.length] as string,
      );
      // Every join is acknowledged ({ ok }); a refused one would silently shrink what is measured.
      const joined = (answer: { ok?: boolean } | undefined) => {
        if (!answer?.ok) this.refusedJoins += 1;
      };
      socket.on('connect', () => {
        this.connects += 1;
        for (const topic of Object.keys(TOPIC_GATES)) socket.emit(`SUB_${topic}`, {}, joined);
        for (const code of mine)
          socket.emit('SUBSCRIBE_TO_LOGS', { topic: 'SCOOTER_COORDINATES', code, subscribe: true }, joined);
      });
      socket.on('disconnect', (reason: string) => {
        if (this.closing) return;
        this.disconnects += 1;
        this.disconnectReasons.set(reason, (this.disconnectReasons.get(reason) ?? 0) + 1);
      });
      socket.onAny((event: string, payload: unknown) => this.heard(index, event, payload));
      this.sockets.push(socket);
    }
  }

  private heard(socketIndex: number, event: string, payload: unknown): void {
    const now = Date.now();
    this.eventsByName.set(event, (this.eventsByName.get(event) ?? 0) + 1);
    const minute = Math.floor((now - this.startedAt) / 60_000);
    const bucket = (this.perMinute[minute] ??= {});
    bucket[event] = (bucket[event] ?? 0) + 1;
    const body = (payload ?? {}) as { lastUpdate?: unknown; code?: unknown };
    if (event === 'SCOOTER_COORDINATES' && typeof body.lastUpdate === 'string')
      this.stamped.push(now - Date.parse(body.lastUpdate));
    if ((event === 'URGENT_VEHICLE' || event === 'DEL_URGENT_VEHICLE') && typeof body.code === 'string') {
      const probe = this.probes.get(`${event}:${body.code}`);
      if (probe && !probe.heardBy.has(socketIndex)) {
        probe.heardBy.add(socketIndex);
        this.probed.push(now - probe.sentAt);
      }
    }
  }

  /** Waits until every socket is connected (or throws after 60 s). */
  async connected(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (this.sockets.some((socket) => !socket.connected)) {
      if (Date.now() > deadline)
        throw new Error(
          `${this.sockets.filter((socket) => !socket.connected).length} supervisor sockets did not connect`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The subscriptions are emitted on connect; give the rooms a moment to be joined.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  /** Probes until the deadline, one every probeEveryMs, raising then clearing each code. */
  async probeLoop(codes: string[], deadline: number, probeEveryMs: number): Promise<void> {
    for (let n = 0; Date.now() < deadline - 10_000; n += 1) {
      const code = codes[Math.floor(n / 2) % codes.length] as string;
      const raise = n % 2 === 0;
      const event = raise ? 'URGENT_VEHICLE' : 'DEL_URGENT_VEHICLE';
      const key = `${event}:${code}`;
      const probe = { sentAt: Date.now(), heardBy: new Set<number>() };
      this.probes.set(key, probe);
      this.probesSent += 1;
      const server = this.servers[n % this.servers.length] as RunningServer;
      try {
        const response = await fetch(`${server.url}/dev/urgent-vehicle`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, urgencyType: raise ? 'SOAK_PROBE' : null }),
        });
        if (!response.ok) this.probeRequestFailures += 1;
      } catch {
        this.probeRequestFailures += 1;
      }
      setTimeout(() => {
        this.missedDeliveries += this.sockets.length - probe.heardBy.size;
        this.probes.delete(key);
      }, 10_000).unref();
      await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
    }
    await new Promise((resolve) => setTimeout(resolve, 10_500));
  }

  report() {
    return {
      probe: {
        ...summarize([...this.probed].sort((a, b) => a - b)),
        probesSent: this.probesSent,
        expectedDeliveries: this.probesSent * this.sockets.length,
        missedDeliveries: this.missedDeliveries,
        probeRequestFailures: this.probeRequestFailures,
      },
      serverStampedPositions: summarize([...this.stamped].sort((a, b) => a - b)),
      sockets: {
        count: this.sockets.length,
        connects: this.connects,
        disconnects: this.disconnects,
        disconnectReasons: Object.fromEntries(this.disconnectReasons),
        refusedJoins: this.refusedJoins,
      },
      eventsByName: Object.fromEntries([...this.eventsByName.entries()].sort((a, b) => b[1] - a[1])),
      eventsPerMinute: this.perMinute.map((bucket) =>
        Object.values(bucket).reduce((sum, value) => sum + value, 0),
      ),
    };
  }

  close(): void {
    this.closing = true;
    for (const socket of this.sockets) socket.disconnect();
  }
}
