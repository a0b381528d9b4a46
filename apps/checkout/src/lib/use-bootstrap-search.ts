import { useLocation } from 'react-router';
import { withBootstrapQuery } from './login-location.ts';

/**
 * The current address's bootstrap parameters (`tenant`, language, `isMobileApp`) as a search
 * string: the account area's links carry it so every screen starts by the same rules.
 *
 * @example
 * const search = useBootstrapSearch(); // '?tenant=demo&lang=en'
 * <Link to={{ pathname: '/account/profile', search }} />
 */
export function useBootstrapSearch(): string {
  return withBootstrapQuery('', useLocation().search);
}
