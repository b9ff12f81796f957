/** The users domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { namesFor, type AreaRef, type PersonRef } from './rowNames';
export { lockUser, USER_NOT_FOUND } from './lock';
export { pageWindow } from './pageArgs';
export { actorOf, personWithRole } from './people';
export { taskUserView, type TaskUserView } from './present';
export { searchCondition } from './queries';
export {
  getReferInitiator,
  getReferredUsers,
  type ReferralUsersPage,
  withReferralDetails,
} from './referrals';
export { USERS_FILTER_CONDITIONS } from './usersList';
