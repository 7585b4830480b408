import { brand } from '@/lib/brand.ts';
import markUrl from '@/components/assets/logo-mark.svg';
import './header.css';

// Shown while the loaders of the first page of a visit run (a guard waiting for the user info, a redirect):
// the same shell index.html paints before the scripts run, so the screen does not flash empty.
export function ShellFallback() {
  return (
    <div className="fd-shell">
      <header className="fd-header">
        <div className="fd-topbar" />
        <div className="fd-container fd-header__bar">
          <span className="fd-logo">
            <img className="fd-logo__mark" src={markUrl} width={36} height={36} alt={brand.shortName} />
          </span>
        </div>
      </header>
    </div>
  );
}
