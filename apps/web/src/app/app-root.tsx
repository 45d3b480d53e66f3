import { Outlet } from 'react-router';
import { IconSprite } from '../components/icon-sprite';
import { useFocusOnNavigation } from './focus-on-navigation';

/** The root route's element: it outlives every layout change, so it sees each move from page to page. */
export function AppRoot() {
  useFocusOnNavigation();
  return (
    <>
      <IconSprite />
      <Outlet />
    </>
  );
}
