import { HOME_DASHBOARD_EVENT } from '@ops/shared/realtime/dashboardEvents';
import type { DashboardPart } from '@ops/shared/rules/dashboard';
import { api, op, type GraphqlMeta } from '../../app/api';
import { HomeDashboardDocument, type HomeDashboardQuery } from '../../generated/graphql';
import { gqlRequest } from '../../lib/graphqlClient';
import { onRealtime } from '../shell/realtime';
import { debounced } from '../../lib/debounced';
import { liveFromAdded } from '../../lib/liveCacheEntry';
import { takeEarlyDashboardRead } from './earlyRead';
import { markStale, mergeParts, partsVariables, pulseParts, type HomeDashboardView } from './dashboardLive';

const viewOf = (r: HomeDashboardQuery): HomeDashboardView => ({ ...r.homeDashboard, staleParts: [] });

/** A burst of pulses (a ride ends: rides, fleet, revenue at once) becomes one read. */
const READ_AFTER_PULSE_MS = 250;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the parts the role may read (`visibleParts`), in catalogue order. */
    homeDashboard: build.query<HomeDashboardView, readonly DashboardPart[]>({
      extraOptions: { firstView: true },
      /**
       * The first read may already be on its way, sent at start-up beside getMyUserData
       * (earlyRead.ts); it is taken once, and if it failed the page asks itself, so a failure
       * is reported as the page's own.
       */
      async queryFn(parts, _api, extraOptions, baseQuery) {
        const early = takeEarlyDashboardRead(parts);
        if (early) {
          const answer = await early.catch(() => null);
          if (answer)
            return {
              data: viewOf(answer),
              meta: { quiet: extraOptions?.quiet === true } satisfies GraphqlMeta,
            };
        }
        const result = await baseQuery(op(HomeDashboardDocument, partsVariables(parts)));
        if (result.error) return { error: result.error, meta: result.meta };
        return { data: viewOf(result.data as HomeDashboardQuery), meta: result.meta };
      },
      /**
       * Live (STYLE item 11): a HOME_DASHBOARD pulse names the parts that moved; those this
       * dashboard shows are read again (one request, the same gates) and merged in place.
       * A failed re-read keeps the figures and marks their tiles stale until the next one.
       * A pulse heard during the first load is read after it: a re-read merges fresh figures,
       * so reading a part the answer already holds changes nothing.
       */
      async onCacheEntryAdded(parts, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        const waiting = new Set<DashboardPart>();
        let reading = false;
        const read = async (): Promise<void> => {
          if (reading || waiting.size === 0) return;
          reading = true;
          const batch = [...waiting];
          waiting.clear();
          try {
            const fresh = await gqlRequest(HomeDashboardDocument, partsVariables(batch));
            updateCachedData((view) => mergeParts(view, fresh.homeDashboard, batch));
          } catch {
            updateCachedData((view) => markStale(view, batch));
          } finally {
            reading = false;
            // Pulses that came while reading are read now.
            if (waiting.size > 0) readSoon.call();
          }
        };
        const readSoon = debounced(() => void read(), READ_AFTER_PULSE_MS);
        await liveFromAdded(
          { cacheDataLoaded, cacheEntryRemoved },
          (hold) => [
            onRealtime(
              HOME_DASHBOARD_EVENT,
              hold((payload) => {
                const moved = pulseParts(payload, parts);
                if (moved.length === 0) return;
                moved.forEach((part) => waiting.add(part));
                readSoon.call();
              }),
            ),
          ],
          { kind: 'replay' },
          () => readSoon.cancel(),
        );
      },
    }),
  }),
});

export const { useHomeDashboardQuery } = dashboardApi;
