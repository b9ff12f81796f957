import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../i18n/errorText';
import { detailStateOf, type DetailQuery, type DetailStateRules } from './stateOf';

export interface StateText {
  title: string;
  hint?: string;
}

interface QueryStateProps<T> {
  query: DetailQuery<T>;
  /** Each state's wrapper is `${testId}-loading`, `-not-found`, `-refused`, `-offline` or `-error`. */
  testId: string;
  notFound: StateText;
  /** The page's own words for a refusal; a generic sentence otherwise. */
  refused?: StateText;
  rules?: DetailStateRules;
  /** A way back (a link to the list): shown with every state but loading. */
  back?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/**
 * The designed states of a page about one thing (a ride, a vehicle, a task, an area...): a
 * skeleton while it loads, then "not found", "refused", "offline" or "failed" with the server's
 * words and a retry, in the language shown, or the page itself. One component so that every
 * detail page answers an unknown id, a refusal and a dropped network the same way.
 */
export function QueryState<T>({
  query,
  testId,
  notFound,
  refused,
  rules,
  back,
  skeletonRows = 6,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const state = detailStateOf(query, rules);
  if (state.kind === 'ready') return <>{children(state.data)}</>;
  if (state.kind === 'loading')
    return (
      <div className="ops-page" data-testid={`${testId}-loading`} aria-busy="true">
        <Card>
          <Skeleton active paragraph={{ rows: skeletonRows }} />
        </Card>
      </div>
    );
  const retry = (
    <Button key="retry" type="primary" onClick={() => void query.refetch()}>
      {t('detailPages.tryAgain')}
    </Button>
  );
  const extra = (withRetry: boolean) => [
    ...(withRetry ? [retry] : []),
    ...(back ? [<span key="back">{back}</span>] : []),
  ];
  // antd's Result does not pass data-* attributes on, so a wrapper carries the test id.
  if (state.kind === 'notFound')
    return (
      <div className="ops-page" data-testid={`${testId}-not-found`}>
        <Result status="404" title={notFound.title} subTitle={notFound.hint} extra={extra(false)} />
      </div>
    );
  if (state.kind === 'refused')
    return (
      <div className="ops-page" data-testid={`${testId}-refused`}>
        <Result
          status="403"
          title={refused?.title ?? t('detailPages.refused')}
          subTitle={refused ? refused.hint : t('detailPages.refusedHint')}
          extra={extra(false)}
        />
      </div>
    );
  const offline = state.kind === 'offline';
  return (
    <div className="ops-page" data-testid={`${testId}-${offline ? 'offline' : 'error'}`} role="alert">
      <Result
        status={offline ? 'warning' : 'error'}
        title={offline ? t('detailPages.offline') : t('detailPages.loadError')}
        subTitle={shownError(state.error)}
        extra={extra(true)}
      />
    </div>
  );
}
