import type { PushSegment } from '@ops/shared/rules/pushNotification';
import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import {
  countPushAudience,
  getPushNotification,
  getPushNotifications,
  sendPushNotification,
} from './service';

// The schema types activity and balance as String; the service checks them against the rule's lists.
const segmentOf = (segment: { areaIds: string[]; activity: string; balance: string }) =>
  segment as PushSegment;

export const notificationsResolvers: Resolvers = {
  Query: {
    getPushNotifications: (_parent, args, ctx) => getPushNotifications(ctx.deps, args),
    getPushNotification: (_parent, args, ctx) => getPushNotification(ctx.deps, args),
    countPushAudience: (_parent, args, ctx) =>
      countPushAudience(ctx.deps, { segment: segmentOf(args.segment) }),
  },
  Mutation: {
    sendPushNotification: (_parent, args, ctx) =>
      sendPushNotification(ctx.deps, requireSession(ctx), {
        title: args.title,
        body: args.body,
        segment: segmentOf(args.segment),
      }),
  },
};
