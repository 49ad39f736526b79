import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './i18n';
import { App } from './app/App';
import { modules } from './modules';
import { installModules } from './modules/registry';
import { isMobilePath, wantsMobile } from './router/hash';

// The feature modules register their screens before anything is drawn or routed.
installModules(modules);

// Narrow screens and mobile browsers get the mobile layout at /m, keeping the route.
if (!isMobilePath() && wantsMobile(window.innerWidth, navigator.userAgent)) {
  window.location.replace(`/m${window.location.search}${window.location.hash}`);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
