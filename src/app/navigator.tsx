import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

let navigateInApp: ((to: string) => void) | undefined;
let pending: string | undefined;

/** Navigation for code outside React (the API error path): queued until the router has mounted. */
export function navigateFromOutside(to: string): void {
  if (navigateInApp === undefined) pending = to;
  else navigateInApp(to);
}

/** Lends the router's navigate to navigateFromOutside while the router is mounted. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = (to) => void navigate(to);
    if (pending !== undefined) {
      const to = pending;
      pending = undefined;
      navigateInApp(to);
    }
    return () => {
      navigateInApp = undefined;
    };
  }, [navigate]);
  return null;
}
