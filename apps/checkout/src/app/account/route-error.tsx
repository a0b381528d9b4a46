import { SomethingWentWrong } from '../shared/something-went-wrong.tsx';

/**
 * What a route shows when its screen cannot load (its code did not download, or it threw): the
 * checkout's "Something Went Wrong" with a reload, never the router's developer page.
 */
export function RouteError() {
  return <SomethingWentWrong onReload={() => window.location.reload()} />;
}
